from win32.lib.win32verstamp import *
