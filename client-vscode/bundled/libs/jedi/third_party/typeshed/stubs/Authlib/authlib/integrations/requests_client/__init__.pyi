from authlib.oauth1 import (
    SIGNATURE_HMAC_SHA1 as SIGNATURE_HMAC_SHA1,
    SIGNATURE_PLAINTEXT as SIGNATURE_PLAINTEXT,
    SIGNATURE_RSA_SHA1 as SIGNATURE_RSA_SHA1,
    SIGNATURE_TYPE_BODY as SIGNATURE_TYPE_BODY,
    SIGNATURE_TYPE_HEADER as SIGNATURE_TYPE_HEADER,
    SIGNATURE_TYPE_QUERY as SIGNATURE_TYPE_QUERY,
)

from ..base_client import OAuthError as OAuthError
from .assertion_session import AssertionSession as AssertionSession
from .oauth1_session import OAuth1Auth as OAuth1Auth, OAuth1Session as OAuth1Session
from .oauth2_session import OAuth2Auth as OAuth2Auth, OAuth2Session as OAuth2Session

__all__ = [
    "OAuthError",
    "OAuth1Session",
    "OAuth1Auth",
    "SIGNATURE_HMAC_SHA1",
    "SIGNATURE_RSA_SHA1",
    "SIGNATURE_PLAINTEXT",
    "SIGNATURE_TYPE_HEADER",
    "SIGNATURE_TYPE_QUERY",
    "SIGNATURE_TYPE_BODY",
    "OAuth2Session",
    "OAuth2Auth",
    "AssertionSession",
]
