from networkx.algorithms.minors.contraction import (
    contracted_edge as contracted_edge,
    contracted_nodes as contracted_nodes,
    equivalence_classes as equivalence_classes,
    identified_nodes as identified_nodes,
    quotient_graph as quotient_graph,
)

__all__ = ["contracted_edge", "contracted_nodes", "equivalence_classes", "identified_nodes", "quotient_graph"]
