from networkx.algorithms import (
    approximation as approximation,
    assortativity as assortativity,
    bipartite as bipartite,
    centrality as centrality,
    chordal as chordal,
    clique as clique,
    cluster as cluster,
    coloring as coloring,
    community as community,
    components as components,
    connectivity as connectivity,
    flow as flow,
    isomorphism as isomorphism,
    link_analysis as link_analysis,
    lowest_common_ancestors as lowest_common_ancestors,
    node_classification as node_classification,
    operators as operators,
    shortest_paths as shortest_paths,
    tournament as tournament,
    traversal as traversal,
    tree as tree,
)
from networkx.algorithms.assortativity import *
from networkx.algorithms.asteroidal import *
from networkx.algorithms.bipartite import (
    complete_bipartite_graph as complete_bipartite_graph,
    is_bipartite as is_bipartite,
    projected_graph as projected_graph,
)
from networkx.algorithms.boundary import *
from networkx.algorithms.bridges import *
from networkx.algorithms.broadcasting import *
from networkx.algorithms.centrality import *
from networkx.algorithms.chains import *
from networkx.algorithms.chordal import *
from networkx.algorithms.clique import *
from networkx.algorithms.cluster import *
from networkx.algorithms.coloring import *
from networkx.algorithms.communicability_alg import *
from networkx.algorithms.components import *
from networkx.algorithms.connectivity import (
    all_node_cuts as all_node_cuts,
    all_pairs_node_connectivity as all_pairs_node_connectivity,
    average_node_connectivity as average_node_connectivity,
    edge_connectivity as edge_connectivity,
    edge_disjoint_paths as edge_disjoint_paths,
    is_k_edge_connected as is_k_edge_connected,
    k_components as k_components,
    k_edge_augmentation as k_edge_augmentation,
    k_edge_components as k_edge_components,
    k_edge_subgraphs as k_edge_subgraphs,
    minimum_edge_cut as minimum_edge_cut,
    minimum_node_cut as minimum_node_cut,
    node_connectivity as node_connectivity,
    node_disjoint_paths as node_disjoint_paths,
    stoer_wagner as stoer_wagner,
)
from networkx.algorithms.core import *
from networkx.algorithms.covering import *
from networkx.algorithms.cuts import *
from networkx.algorithms.cycles import *
from networkx.algorithms.d_separation import *
from networkx.algorithms.dag import *
from networkx.algorithms.distance_measures import *
from networkx.algorithms.distance_regular import *
from networkx.algorithms.dominance import *
from networkx.algorithms.dominating import *
from networkx.algorithms.efficiency_measures import *
from networkx.algorithms.euler import *
from networkx.algorithms.flow import (
    capacity_scaling as capacity_scaling,
    cost_of_flow as cost_of_flow,
    gomory_hu_tree as gomory_hu_tree,
    max_flow_min_cost as max_flow_min_cost,
    maximum_flow as maximum_flow,
    maximum_flow_value as maximum_flow_value,
    min_cost_flow as min_cost_flow,
    min_cost_flow_cost as min_cost_flow_cost,
    minimum_cut as minimum_cut,
    minimum_cut_value as minimum_cut_value,
    network_simplex as network_simplex,
)
from networkx.algorithms.graph_hashing import *
from networkx.algorithms.graphical import *
from networkx.algorithms.hierarchy import *
from networkx.algorithms.hybrid import *
from networkx.algorithms.isolate import *
from networkx.algorithms.isomorphism import (
    could_be_isomorphic as could_be_isomorphic,
    fast_could_be_isomorphic as fast_could_be_isomorphic,
    faster_could_be_isomorphic as faster_could_be_isomorphic,
    is_isomorphic as is_isomorphic,
)
from networkx.algorithms.isomorphism.vf2pp import *
from networkx.algorithms.link_analysis import *
from networkx.algorithms.link_prediction import *
from networkx.algorithms.lowest_common_ancestors import *
from networkx.algorithms.matching import *
from networkx.algorithms.minors import *
from networkx.algorithms.mis import *
from networkx.algorithms.moral import *
from networkx.algorithms.non_randomness import *
from networkx.algorithms.operators import *
from networkx.algorithms.perfect_graph import *
from networkx.algorithms.planar_drawing import *
from networkx.algorithms.planarity import *
from networkx.algorithms.polynomials import *
from networkx.algorithms.reciprocity import *
from networkx.algorithms.regular import *
from networkx.algorithms.richclub import *
from networkx.algorithms.shortest_paths import *
from networkx.algorithms.similarity import *
from networkx.algorithms.simple_paths import *
from networkx.algorithms.smallworld import *
from networkx.algorithms.smetric import *
from networkx.algorithms.sparsifiers import *
from networkx.algorithms.structuralholes import *
from networkx.algorithms.summarization import *
from networkx.algorithms.swap import *
from networkx.algorithms.time_dependent import *
from networkx.algorithms.tournament import is_tournament as is_tournament
from networkx.algorithms.traversal import *
from networkx.algorithms.tree.branchings import (
    ArborescenceIterator as ArborescenceIterator,
    maximum_branching as maximum_branching,
    maximum_spanning_arborescence as maximum_spanning_arborescence,
    minimum_branching as minimum_branching,
    minimum_spanning_arborescence as minimum_spanning_arborescence,
)
from networkx.algorithms.tree.coding import *
from networkx.algorithms.tree.decomposition import *
from networkx.algorithms.tree.mst import *
from networkx.algorithms.tree.operations import *
from networkx.algorithms.tree.recognition import *
from networkx.algorithms.triads import *
from networkx.algorithms.vitality import *
from networkx.algorithms.voronoi import *
from networkx.algorithms.walks import *
from networkx.algorithms.wiener import *
