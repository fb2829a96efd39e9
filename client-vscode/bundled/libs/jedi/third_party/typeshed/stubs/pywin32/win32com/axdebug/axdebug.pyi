from win32comext.axdebug.axdebug import *
