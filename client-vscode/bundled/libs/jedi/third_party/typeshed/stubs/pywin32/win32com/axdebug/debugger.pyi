from win32comext.axdebug.debugger import *
