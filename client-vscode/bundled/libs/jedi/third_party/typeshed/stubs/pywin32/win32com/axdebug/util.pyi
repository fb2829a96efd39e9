from win32comext.axdebug.util import *
