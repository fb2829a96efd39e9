from .cli import *
from .cli import __all__ as __all__
