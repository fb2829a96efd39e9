from win32.lib.win32con import *
