from urllib.parse import *
