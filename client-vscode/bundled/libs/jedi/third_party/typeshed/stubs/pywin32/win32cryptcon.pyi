from win32.lib.win32cryptcon import *
