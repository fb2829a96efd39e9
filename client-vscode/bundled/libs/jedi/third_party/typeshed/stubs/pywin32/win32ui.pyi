from pythonwin.win32ui import *
