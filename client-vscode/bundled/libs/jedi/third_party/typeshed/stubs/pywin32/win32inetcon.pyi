from win32.lib.win32inetcon import *
