from win32.lib.win32gui_struct import *
