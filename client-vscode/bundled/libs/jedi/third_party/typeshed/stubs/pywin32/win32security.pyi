from win32.win32security import *
