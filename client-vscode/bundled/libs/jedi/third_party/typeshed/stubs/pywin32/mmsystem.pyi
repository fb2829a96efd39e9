from win32.lib.mmsystem import *
