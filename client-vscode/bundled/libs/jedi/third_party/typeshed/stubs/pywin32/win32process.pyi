from win32.win32process import *
