from win32.win32evtlog import *
