from win32comext.axdebug.adb import *
