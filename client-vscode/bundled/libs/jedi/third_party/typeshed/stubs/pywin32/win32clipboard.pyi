from win32.win32clipboard import *
