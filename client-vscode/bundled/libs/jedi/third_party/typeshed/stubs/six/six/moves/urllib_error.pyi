from urllib.error import *
