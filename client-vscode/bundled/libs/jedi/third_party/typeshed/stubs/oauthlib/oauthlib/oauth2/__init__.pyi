from .rfc6749.clients import (
    BackendApplicationClient as BackendApplicationClient,
    Client as Client,
    LegacyApplicationClient as LegacyApplicationClient,
    MobileApplicationClient as MobileApplicationClient,
    ServiceApplicationClient as ServiceApplicationClient,
    WebApplicationClient as WebApplicationClient,
)
from .rfc6749.endpoints import (
    AuthorizationEndpoint as AuthorizationEndpoint,
    BackendApplicationServer as BackendApplicationServer,
    IntrospectEndpoint as IntrospectEndpoint,
    LegacyApplicationServer as LegacyApplicationServer,
    MetadataEndpoint as MetadataEndpoint,
    MobileApplicationServer as MobileApplicationServer,
    ResourceEndpoint as ResourceEndpoint,
    RevocationEndpoint as RevocationEndpoint,
    Server as Server,
    TokenEndpoint as TokenEndpoint,
    WebApplicationServer as WebApplicationServer,
)
from .rfc6749.errors import (
    AccessDeniedError as AccessDeniedError,
    FatalClientError as FatalClientError,
    InsecureTransportError as InsecureTransportError,
    InvalidClientError as InvalidClientError,
    InvalidClientIdError as InvalidClientIdError,
    InvalidGrantError as InvalidGrantError,
    InvalidRedirectURIError as InvalidRedirectURIError,
    InvalidRequestError as InvalidRequestError,
    InvalidRequestFatalError as InvalidRequestFatalError,
    InvalidScopeError as InvalidScopeError,
    MismatchingRedirectURIError as MismatchingRedirectURIError,
    MismatchingStateError as MismatchingStateError,
    MissingClientIdError as MissingClientIdError,
    MissingCodeError as MissingCodeError,
    MissingRedirectURIError as MissingRedirectURIError,
    MissingResponseTypeError as MissingResponseTypeError,
    MissingTokenError as MissingTokenError,
    MissingTokenTypeError as MissingTokenTypeError,
    OAuth2Error as OAuth2Error,
    ServerError as ServerError,
    TemporarilyUnavailableError as TemporarilyUnavailableError,
    TokenExpiredError as TokenExpiredError,
    UnauthorizedClientError as UnauthorizedClientError,
    UnsupportedGrantTypeError as UnsupportedGrantTypeError,
    UnsupportedResponseTypeError as UnsupportedResponseTypeError,
    UnsupportedTokenTypeError as UnsupportedTokenTypeError,
)
from .rfc6749.grant_types import (
    AuthorizationCodeGrant as AuthorizationCodeGrant,
    ClientCredentialsGrant as ClientCredentialsGrant,
    ImplicitGrant as ImplicitGrant,
    RefreshTokenGrant as RefreshTokenGrant,
    ResourceOwnerPasswordCredentialsGrant as ResourceOwnerPasswordCredentialsGrant,
)
from .rfc6749.request_validator import RequestValidator as RequestValidator
from .rfc6749.tokens import BearerToken as BearerToken, OAuth2Token as OAuth2Token
from .rfc6749.utils import is_secure_transport as is_secure_transport
from .rfc8628.clients import DeviceClient as DeviceClient
from .rfc8628.endpoints import (
    DeviceApplicationServer as DeviceApplicationServer,
    DeviceAuthorizationEndpoint as DeviceAuthorizationEndpoint,
)
from .rfc8628.grant_types import DeviceCodeGrant as DeviceCodeGrant
