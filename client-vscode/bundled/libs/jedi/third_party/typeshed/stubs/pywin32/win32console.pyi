from win32.win32console import *
