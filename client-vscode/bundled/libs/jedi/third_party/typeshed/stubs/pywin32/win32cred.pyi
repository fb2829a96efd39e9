from win32.win32cred import *
