from win32.lib.winioctlcon import *
