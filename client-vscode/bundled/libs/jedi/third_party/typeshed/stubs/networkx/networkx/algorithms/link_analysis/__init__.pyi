from networkx.algorithms.link_analysis.hits_alg import *
from networkx.algorithms.link_analysis.pagerank_alg import *
