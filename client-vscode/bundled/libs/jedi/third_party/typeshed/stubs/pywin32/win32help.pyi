from win32.win32help import *
