from gevent.resolver.cares import *

__all__ = ["channel"]
