from .notebook import *
from .notebook import __all__ as __all__
