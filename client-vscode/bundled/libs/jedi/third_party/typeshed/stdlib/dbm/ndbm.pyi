from _dbm import *
