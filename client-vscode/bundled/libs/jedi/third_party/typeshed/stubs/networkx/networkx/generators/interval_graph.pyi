from networkx.utils.backends import _dispatchable

__all__ = ["interval_graph"]

@_dispatchable
def interval_graph(intervals): ...
