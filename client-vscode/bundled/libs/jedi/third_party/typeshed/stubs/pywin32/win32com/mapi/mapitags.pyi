from win32comext.mapi.mapitags import *
