from hvac.v1 import Client as Client

__all__ = ("Client",)
