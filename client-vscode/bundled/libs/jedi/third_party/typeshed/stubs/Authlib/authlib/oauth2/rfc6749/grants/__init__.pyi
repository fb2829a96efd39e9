from .authorization_code import AuthorizationCodeGrant as AuthorizationCodeGrant
from .base import (
    AuthorizationEndpointMixin as AuthorizationEndpointMixin,
    BaseGrant as BaseGrant,
    TokenEndpointMixin as TokenEndpointMixin,
)
from .client_credentials import ClientCredentialsGrant as ClientCredentialsGrant
from .implicit import ImplicitGrant as ImplicitGrant
from .refresh_token import RefreshTokenGrant as RefreshTokenGrant
from .resource_owner_password_credentials import ResourceOwnerPasswordCredentialsGrant as ResourceOwnerPasswordCredentialsGrant

__all__ = [
    "BaseGrant",
    "AuthorizationEndpointMixin",
    "TokenEndpointMixin",
    "AuthorizationCodeGrant",
    "ImplicitGrant",
    "ResourceOwnerPasswordCredentialsGrant",
    "ClientCredentialsGrant",
    "RefreshTokenGrant",
]
