from win32.win32net import *
