from .authorization_server import AuthorizationServer as AuthorizationServer
from .resource_protector import ResourceProtector as ResourceProtector, current_token as current_token
from .signals import (
    client_authenticated as client_authenticated,
    token_authenticated as token_authenticated,
    token_revoked as token_revoked,
)
