from win32.win32pdh import *
