from . import coreviews as coreviews, filters as filters, graphviews as graphviews, reportviews as reportviews
from .digraph import DiGraph as DiGraph
from .function import *
from .graph import Graph as Graph
from .graphviews import reverse_view as reverse_view, subgraph_view as subgraph_view
from .multidigraph import MultiDiGraph as MultiDiGraph
from .multigraph import MultiGraph as MultiGraph
