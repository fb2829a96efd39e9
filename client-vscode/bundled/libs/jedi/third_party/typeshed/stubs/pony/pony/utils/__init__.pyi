from .properties import *
from .utils import *
