from win32.win32crypt import *
