from .authenticate_client import ClientAuthentication as ClientAuthentication
from .authorization_server import AuthorizationServer as AuthorizationServer
from .errors import (
    AccessDeniedError as AccessDeniedError,
    InsecureTransportError as InsecureTransportError,
    InvalidClientError as InvalidClientError,
    InvalidGrantError as InvalidGrantError,
    InvalidRequestError as InvalidRequestError,
    InvalidScopeError as InvalidScopeError,
    MismatchingStateException as MismatchingStateException,
    MissingAuthorizationError as MissingAuthorizationError,
    MissingCodeException as MissingCodeException,
    MissingTokenException as MissingTokenException,
    MissingTokenTypeException as MissingTokenTypeException,
    OAuth2Error as OAuth2Error,
    UnauthorizedClientError as UnauthorizedClientError,
    UnsupportedGrantTypeError as UnsupportedGrantTypeError,
    UnsupportedResponseTypeError as UnsupportedResponseTypeError,
    UnsupportedTokenTypeError as UnsupportedTokenTypeError,
)
from .grants import (
    AuthorizationCodeGrant as AuthorizationCodeGrant,
    AuthorizationEndpointMixin as AuthorizationEndpointMixin,
    BaseGrant as BaseGrant,
    ClientCredentialsGrant as ClientCredentialsGrant,
    ImplicitGrant as ImplicitGrant,
    RefreshTokenGrant as RefreshTokenGrant,
    ResourceOwnerPasswordCredentialsGrant as ResourceOwnerPasswordCredentialsGrant,
    TokenEndpointMixin as TokenEndpointMixin,
)
from .models import AuthorizationCodeMixin as AuthorizationCodeMixin, ClientMixin as ClientMixin, TokenMixin as TokenMixin
from .requests import (
    JsonPayload as JsonPayload,
    JsonRequest as JsonRequest,
    OAuth2Payload as OAuth2Payload,
    OAuth2Request as OAuth2Request,
)
from .resource_protector import ResourceProtector as ResourceProtector, TokenValidator as TokenValidator
from .token_endpoint import TokenEndpoint as TokenEndpoint
from .util import list_to_scope as list_to_scope, scope_to_list as scope_to_list
from .wrappers import OAuth2Token as OAuth2Token

__all__ = [
    "OAuth2Payload",
    "OAuth2Token",
    "OAuth2Request",
    "JsonPayload",
    "JsonRequest",
    "OAuth2Error",
    "AccessDeniedError",
    "MissingAuthorizationError",
    "InvalidGrantError",
    "InvalidClientError",
    "InvalidRequestError",
    "InvalidScopeError",
    "InsecureTransportError",
    "UnauthorizedClientError",
    "UnsupportedResponseTypeError",
    "UnsupportedGrantTypeError",
    "UnsupportedTokenTypeError",
    "MissingCodeException",
    "MissingTokenException",
    "MissingTokenTypeException",
    "MismatchingStateException",
    "ClientMixin",
    "AuthorizationCodeMixin",
    "TokenMixin",
    "ClientAuthentication",
    "AuthorizationServer",
    "ResourceProtector",
    "TokenValidator",
    "TokenEndpoint",
    "BaseGrant",
    "AuthorizationEndpointMixin",
    "TokenEndpointMixin",
    "AuthorizationCodeGrant",
    "ImplicitGrant",
    "ResourceOwnerPasswordCredentialsGrant",
    "ClientCredentialsGrant",
    "RefreshTokenGrant",
    "scope_to_list",
    "list_to_scope",
]
