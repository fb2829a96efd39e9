from reprlib import *
