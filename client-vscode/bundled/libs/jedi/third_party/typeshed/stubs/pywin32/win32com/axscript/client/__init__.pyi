from win32comext.axscript.client import *
