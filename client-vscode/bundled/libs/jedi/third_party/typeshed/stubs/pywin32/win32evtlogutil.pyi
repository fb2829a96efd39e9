from win32.lib.win32evtlogutil import *
