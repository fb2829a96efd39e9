from win32comext.shell.shell import *
