from win32.winxpgui import *
