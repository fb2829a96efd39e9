from win32comext.ifilter.ifiltercon import *
