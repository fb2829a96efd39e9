from win32comext.bits import *
