from _thread import *
