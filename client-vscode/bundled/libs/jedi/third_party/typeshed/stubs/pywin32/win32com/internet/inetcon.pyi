from win32comext.internet.inetcon import *
