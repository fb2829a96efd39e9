from gevent.hub import sleep as sleep

__all__ = ["sleep"]
