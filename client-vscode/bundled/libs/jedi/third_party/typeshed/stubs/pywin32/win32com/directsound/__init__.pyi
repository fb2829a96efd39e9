from win32comext.directsound import *
