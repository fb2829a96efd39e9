from win32.win32api import *
