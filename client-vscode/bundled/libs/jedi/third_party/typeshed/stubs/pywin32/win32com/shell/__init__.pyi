from win32comext.shell import *
