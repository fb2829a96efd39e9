from win32comext.axscript.server.axsite import *
