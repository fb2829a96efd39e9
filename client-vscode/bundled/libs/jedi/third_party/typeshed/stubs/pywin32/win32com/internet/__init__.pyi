from win32comext.internet import *
