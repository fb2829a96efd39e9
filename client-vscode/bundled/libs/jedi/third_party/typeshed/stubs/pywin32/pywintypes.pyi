from win32.lib.pywintypes import *
