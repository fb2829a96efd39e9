from win32.lib.win32pdhquery import *
