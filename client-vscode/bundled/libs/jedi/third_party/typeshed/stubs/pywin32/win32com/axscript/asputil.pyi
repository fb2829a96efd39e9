from win32comext.axscript.asputil import *
