from win32comext.propsys.pscon import *
