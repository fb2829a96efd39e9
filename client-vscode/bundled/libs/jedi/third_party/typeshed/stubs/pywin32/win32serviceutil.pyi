from win32.lib.win32serviceutil import *
