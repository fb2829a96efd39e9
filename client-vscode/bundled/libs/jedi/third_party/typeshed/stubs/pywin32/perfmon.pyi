from win32.perfmon import *
