from win32comext.propsys.propsys import *
