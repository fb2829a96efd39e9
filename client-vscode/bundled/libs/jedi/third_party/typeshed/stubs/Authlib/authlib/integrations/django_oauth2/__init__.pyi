from .authorization_server import AuthorizationServer as AuthorizationServer
from .endpoints import RevocationEndpoint as RevocationEndpoint
from .resource_protector import BearerTokenValidator as BearerTokenValidator, ResourceProtector as ResourceProtector
from .signals import (
    client_authenticated as client_authenticated,
    token_authenticated as token_authenticated,
    token_revoked as token_revoked,
)
