from win32.win32print import *
