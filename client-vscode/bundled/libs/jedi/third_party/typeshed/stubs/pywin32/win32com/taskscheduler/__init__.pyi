from win32comext.taskscheduler import *
