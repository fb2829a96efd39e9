from win32.lib.ntsecuritycon import *
