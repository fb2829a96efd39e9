from .authorization_server import AuthorizationServer as AuthorizationServer
from .client_auth import ClientAuth as ClientAuth
from .models import (
    ClientMixin as ClientMixin,
    TemporaryCredential as TemporaryCredential,
    TemporaryCredentialMixin as TemporaryCredentialMixin,
    TokenCredentialMixin as TokenCredentialMixin,
)
from .resource_protector import ResourceProtector as ResourceProtector
from .signature import (
    SIGNATURE_HMAC_SHA1 as SIGNATURE_HMAC_SHA1,
    SIGNATURE_PLAINTEXT as SIGNATURE_PLAINTEXT,
    SIGNATURE_RSA_SHA1 as SIGNATURE_RSA_SHA1,
    SIGNATURE_TYPE_BODY as SIGNATURE_TYPE_BODY,
    SIGNATURE_TYPE_HEADER as SIGNATURE_TYPE_HEADER,
    SIGNATURE_TYPE_QUERY as SIGNATURE_TYPE_QUERY,
)
from .wrapper import OAuth1Request as OAuth1Request

__all__ = [
    "OAuth1Request",
    "ClientAuth",
    "SIGNATURE_HMAC_SHA1",
    "SIGNATURE_RSA_SHA1",
    "SIGNATURE_PLAINTEXT",
    "SIGNATURE_TYPE_HEADER",
    "SIGNATURE_TYPE_QUERY",
    "SIGNATURE_TYPE_BODY",
    "ClientMixin",
    "TemporaryCredentialMixin",
    "TokenCredentialMixin",
    "TemporaryCredential",
    "AuthorizationServer",
    "ResourceProtector",
]
