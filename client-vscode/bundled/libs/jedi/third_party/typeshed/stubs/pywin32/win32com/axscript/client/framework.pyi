from win32comext.axscript.client.framework import *
