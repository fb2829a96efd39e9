from win32comext.axscript import *
