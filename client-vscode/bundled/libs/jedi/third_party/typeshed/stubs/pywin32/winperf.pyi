from win32.lib.winperf import *
