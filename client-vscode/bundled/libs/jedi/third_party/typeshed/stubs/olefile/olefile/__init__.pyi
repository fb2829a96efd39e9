from .olefile import *
from .olefile import __all__ as __all__, __author__ as __author__, __date__ as __date__, __version__ as __version__
