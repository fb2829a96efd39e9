from win32comext.axscript.server import *
