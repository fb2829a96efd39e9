from .gui import *
from .gui import __all__ as __all__
