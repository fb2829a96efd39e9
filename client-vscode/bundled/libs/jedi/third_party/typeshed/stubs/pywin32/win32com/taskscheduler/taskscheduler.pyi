from win32comext.taskscheduler.taskscheduler import *
