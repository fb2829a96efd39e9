from win32comext.internet.internet import *
