from win32comext.axdebug.stackframe import *
