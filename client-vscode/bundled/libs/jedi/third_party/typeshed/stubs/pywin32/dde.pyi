from pythonwin.dde import *
