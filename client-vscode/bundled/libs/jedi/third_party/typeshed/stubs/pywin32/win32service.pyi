from win32.win32service import *
