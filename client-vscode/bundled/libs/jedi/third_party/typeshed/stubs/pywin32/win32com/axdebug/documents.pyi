from win32comext.axdebug.documents import *
