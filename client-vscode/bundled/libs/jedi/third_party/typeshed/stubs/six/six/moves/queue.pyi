from queue import *
