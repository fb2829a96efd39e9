from win32.win32ras import *
