from . import filters as filters
from .core import *
