from .urllib.request import *
