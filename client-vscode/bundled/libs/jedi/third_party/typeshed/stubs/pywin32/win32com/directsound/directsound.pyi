from win32comext.directsound.directsound import *
