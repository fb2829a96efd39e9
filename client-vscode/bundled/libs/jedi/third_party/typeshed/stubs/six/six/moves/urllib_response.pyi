from .urllib.response import *
