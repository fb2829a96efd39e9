from win32comext.adsi.adsicon import *
