from win32.odbc import *
