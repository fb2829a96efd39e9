from bz2 import *
