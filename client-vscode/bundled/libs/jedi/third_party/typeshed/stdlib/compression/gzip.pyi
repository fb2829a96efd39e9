from gzip import *
