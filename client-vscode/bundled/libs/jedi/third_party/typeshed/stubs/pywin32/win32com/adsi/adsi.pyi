from win32comext.adsi.adsi import *
