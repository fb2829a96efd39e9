from win32.win32pipe import *
