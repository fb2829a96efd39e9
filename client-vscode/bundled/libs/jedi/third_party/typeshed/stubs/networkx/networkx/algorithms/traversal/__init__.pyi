from .beamsearch import *
from .breadth_first_search import *
from .depth_first_search import *
from .edgebfs import *
from .edgedfs import *
