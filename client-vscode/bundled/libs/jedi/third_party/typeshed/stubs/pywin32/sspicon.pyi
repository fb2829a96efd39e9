from win32.lib.sspicon import *
