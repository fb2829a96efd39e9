from win32comext.mapi.exchange import *
