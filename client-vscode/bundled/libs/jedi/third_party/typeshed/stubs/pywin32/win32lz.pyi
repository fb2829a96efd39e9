from win32.win32lz import *
