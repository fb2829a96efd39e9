from win32.lib.win32timezone import *
