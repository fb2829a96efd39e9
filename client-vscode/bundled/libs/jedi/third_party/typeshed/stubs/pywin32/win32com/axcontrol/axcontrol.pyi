from win32comext.axcontrol.axcontrol import *
