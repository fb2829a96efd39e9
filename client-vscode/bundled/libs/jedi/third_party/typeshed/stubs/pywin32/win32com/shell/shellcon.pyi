from win32comext.shell.shellcon import *
