from win32comext.propsys import *
