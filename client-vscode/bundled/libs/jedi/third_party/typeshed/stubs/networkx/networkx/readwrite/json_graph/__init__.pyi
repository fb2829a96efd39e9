from networkx.readwrite.json_graph.adjacency import *
from networkx.readwrite.json_graph.cytoscape import *
from networkx.readwrite.json_graph.node_link import *
from networkx.readwrite.json_graph.tree import *
