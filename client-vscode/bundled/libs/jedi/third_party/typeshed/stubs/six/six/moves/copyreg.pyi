from copyreg import *
