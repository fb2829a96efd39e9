from win32comext.mapi.emsabtags import *
