from win32.mmapfile import *
