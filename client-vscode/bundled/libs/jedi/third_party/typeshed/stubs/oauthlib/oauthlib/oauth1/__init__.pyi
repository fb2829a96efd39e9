from .rfc5849 import (
    SIGNATURE_HMAC as SIGNATURE_HMAC,
    SIGNATURE_HMAC_SHA1 as SIGNATURE_HMAC_SHA1,
    SIGNATURE_HMAC_SHA256 as SIGNATURE_HMAC_SHA256,
    SIGNATURE_HMAC_SHA512 as SIGNATURE_HMAC_SHA512,
    SIGNATURE_PLAINTEXT as SIGNATURE_PLAINTEXT,
    SIGNATURE_RSA as SIGNATURE_RSA,
    SIGNATURE_RSA_SHA1 as SIGNATURE_RSA_SHA1,
    SIGNATURE_RSA_SHA256 as SIGNATURE_RSA_SHA256,
    SIGNATURE_RSA_SHA512 as SIGNATURE_RSA_SHA512,
    SIGNATURE_TYPE_AUTH_HEADER as SIGNATURE_TYPE_AUTH_HEADER,
    SIGNATURE_TYPE_BODY as SIGNATURE_TYPE_BODY,
    SIGNATURE_TYPE_QUERY as SIGNATURE_TYPE_QUERY,
    Client as Client,
)
from .rfc5849.endpoints import (
    AccessTokenEndpoint as AccessTokenEndpoint,
    AuthorizationEndpoint as AuthorizationEndpoint,
    RequestTokenEndpoint as RequestTokenEndpoint,
    ResourceEndpoint as ResourceEndpoint,
    SignatureOnlyEndpoint as SignatureOnlyEndpoint,
    WebApplicationServer as WebApplicationServer,
)
from .rfc5849.errors import (
    InsecureTransportError as InsecureTransportError,
    InvalidClientError as InvalidClientError,
    InvalidRequestError as InvalidRequestError,
    InvalidSignatureMethodError as InvalidSignatureMethodError,
    OAuth1Error as OAuth1Error,
)
from .rfc5849.request_validator import RequestValidator as RequestValidator
