from win32comext.mapi.mapi import *
