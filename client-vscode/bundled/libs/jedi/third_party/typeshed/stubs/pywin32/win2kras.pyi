from win32.lib.win2kras import *
