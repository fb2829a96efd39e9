from win32.win32file import *
