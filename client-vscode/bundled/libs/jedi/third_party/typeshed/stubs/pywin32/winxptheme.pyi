from win32.lib.winxptheme import *
