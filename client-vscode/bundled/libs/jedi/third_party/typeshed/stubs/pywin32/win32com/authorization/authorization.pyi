from win32comext.authorization.authorization import *
