from win32.win32event import *
