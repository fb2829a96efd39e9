from win32comext.axscript.axscript import *
