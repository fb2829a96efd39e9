from win32comext.axdebug import *
