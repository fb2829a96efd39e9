from win32comext.ifilter.ifilter import *
