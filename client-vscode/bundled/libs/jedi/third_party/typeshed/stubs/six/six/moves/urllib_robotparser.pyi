from urllib.robotparser import *
