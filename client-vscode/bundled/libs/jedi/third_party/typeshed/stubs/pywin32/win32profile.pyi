from win32.win32profile import *
