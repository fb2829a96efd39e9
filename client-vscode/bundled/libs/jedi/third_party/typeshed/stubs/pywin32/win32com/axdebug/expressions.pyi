from win32comext.axdebug.expressions import *
