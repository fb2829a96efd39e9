from win32.lib.commctrl import *
