from win32.lib.winnt import *
