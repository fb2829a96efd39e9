from win32.win32trace import *
