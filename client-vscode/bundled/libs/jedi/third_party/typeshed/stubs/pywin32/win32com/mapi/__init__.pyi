from win32comext.mapi import *
