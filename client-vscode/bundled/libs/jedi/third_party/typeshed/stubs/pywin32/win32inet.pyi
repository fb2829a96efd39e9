from win32.win32inet import *
