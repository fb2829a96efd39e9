from .auth import ClientAuth as ClientAuth, TokenAuth as TokenAuth
from .base import OAuth2Error as OAuth2Error
from .client import OAuth2Client as OAuth2Client
from .rfc6749 import (
    AuthorizationServer as AuthorizationServer,
    ClientAuthentication as ClientAuthentication,
    JsonRequest as JsonRequest,
    OAuth2Request as OAuth2Request,
    ResourceProtector as ResourceProtector,
)

__all__ = [
    "OAuth2Error",
    "ClientAuth",
    "TokenAuth",
    "OAuth2Client",
    "OAuth2Request",
    "JsonRequest",
    "AuthorizationServer",
    "ClientAuthentication",
    "ResourceProtector",
]
