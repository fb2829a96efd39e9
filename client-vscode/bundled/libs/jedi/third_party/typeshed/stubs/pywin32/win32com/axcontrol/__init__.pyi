from win32comext.axcontrol import *
