from .nmap import *
from .nmap import __author__ as __author__, __last_modification__ as __last_modification__, __version__ as __version__
