from pythonwin.win32uiole import *
