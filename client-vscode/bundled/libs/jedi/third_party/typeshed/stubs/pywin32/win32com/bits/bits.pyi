from win32comext.bits.bits import *
