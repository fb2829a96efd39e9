from .authorization_server import BaseServer as BaseServer, CacheAuthorizationServer as CacheAuthorizationServer
from .resource_protector import ResourceProtector as ResourceProtector

__all__ = ["BaseServer", "CacheAuthorizationServer", "ResourceProtector"]
