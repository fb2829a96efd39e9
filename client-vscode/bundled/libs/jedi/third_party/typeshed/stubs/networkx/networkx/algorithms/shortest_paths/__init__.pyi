from networkx.algorithms.shortest_paths.astar import *
from networkx.algorithms.shortest_paths.dense import *
from networkx.algorithms.shortest_paths.generic import *
from networkx.algorithms.shortest_paths.unweighted import *
from networkx.algorithms.shortest_paths.weighted import *
