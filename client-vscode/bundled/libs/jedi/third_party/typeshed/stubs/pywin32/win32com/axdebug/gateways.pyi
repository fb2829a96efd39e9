from win32comext.axdebug.gateways import *
