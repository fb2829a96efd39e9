from networkx.utils.backends import _dispatchable

__all__ = ["visibility_graph"]

@_dispatchable
def visibility_graph(series): ...
