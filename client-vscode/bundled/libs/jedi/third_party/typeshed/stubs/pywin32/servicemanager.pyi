from win32.servicemanager import *
