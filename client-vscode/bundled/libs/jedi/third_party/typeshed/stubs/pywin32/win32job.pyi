from win32.win32job import *
