from .boykovkolmogorov import *
from .capacityscaling import *
from .dinitz_alg import *
from .edmondskarp import *
from .gomory_hu import *
from .maxflow import *
from .mincost import *
from .networksimplex import *
from .preflowpush import *
from .shortestaugmentingpath import *
from .utils import build_flow_dict as build_flow_dict, build_residual_network as build_residual_network
