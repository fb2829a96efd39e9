from .branchings import *
from .coding import *
from .decomposition import *
from .distance_measures import *
from .mst import *
from .operations import *
from .recognition import *
