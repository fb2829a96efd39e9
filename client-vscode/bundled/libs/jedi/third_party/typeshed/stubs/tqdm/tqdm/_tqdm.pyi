from .std import *
from .std import TqdmDeprecationWarning as TqdmDeprecationWarning, __all__ as __all__
