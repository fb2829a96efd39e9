from win32comext.ifilter import *
