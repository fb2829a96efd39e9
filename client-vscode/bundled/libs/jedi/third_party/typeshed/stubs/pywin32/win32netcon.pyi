from win32.lib.win32netcon import *
