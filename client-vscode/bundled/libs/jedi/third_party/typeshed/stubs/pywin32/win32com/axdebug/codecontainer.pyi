from win32comext.axdebug.codecontainer import *
