from win32comext.axscript.client.error import *
