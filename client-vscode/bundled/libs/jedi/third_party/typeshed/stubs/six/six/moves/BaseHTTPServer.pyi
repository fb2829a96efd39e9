from http.server import *
