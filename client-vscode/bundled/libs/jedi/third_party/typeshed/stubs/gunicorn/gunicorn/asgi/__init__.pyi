from gunicorn.asgi.lifespan import LifespanManager as LifespanManager
from gunicorn.asgi.unreader import AsyncUnreader as AsyncUnreader

__all__ = ["AsyncUnreader", "LifespanManager"]
