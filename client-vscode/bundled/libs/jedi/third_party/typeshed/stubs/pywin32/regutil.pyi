from win32.lib.regutil import *
