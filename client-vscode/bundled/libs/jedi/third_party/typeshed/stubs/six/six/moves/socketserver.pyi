from socketserver import *
