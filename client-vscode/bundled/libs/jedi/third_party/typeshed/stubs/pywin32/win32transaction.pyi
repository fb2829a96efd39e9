from win32.win32transaction import *
