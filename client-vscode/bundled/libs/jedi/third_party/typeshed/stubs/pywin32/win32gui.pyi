from win32.win32gui import *
