from win32.timer import *
