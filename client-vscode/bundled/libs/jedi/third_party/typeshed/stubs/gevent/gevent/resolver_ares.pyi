from gevent.resolver.ares import *

__all__ = ["Resolver"]
