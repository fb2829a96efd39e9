from win32.lib.winerror import *
