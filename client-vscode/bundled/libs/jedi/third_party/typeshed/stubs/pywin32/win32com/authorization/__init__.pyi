from win32comext.authorization import *
