from win32comext.axdebug.contexts import *
