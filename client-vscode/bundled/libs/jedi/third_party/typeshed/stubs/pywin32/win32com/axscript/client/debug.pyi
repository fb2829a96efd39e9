from win32comext.axscript.client.debug import *
