from win32.win32ts import *
