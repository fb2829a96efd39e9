from win32comext.mapi.mapiutil import *
