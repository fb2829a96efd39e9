from win32comext.adsi import *
