from gevent.resolver.thread import *
from gevent.resolver.thread import __all__ as __all__
