from win32.win32wnet import *
