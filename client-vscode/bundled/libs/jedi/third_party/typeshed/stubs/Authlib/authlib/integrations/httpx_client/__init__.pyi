from authlib.oauth1 import (
    SIGNATURE_HMAC_SHA1 as SIGNATURE_HMAC_SHA1,
    SIGNATURE_PLAINTEXT as SIGNATURE_PLAINTEXT,
    SIGNATURE_RSA_SHA1 as SIGNATURE_RSA_SHA1,
    SIGNATURE_TYPE_BODY as SIGNATURE_TYPE_BODY,
    SIGNATURE_TYPE_HEADER as SIGNATURE_TYPE_HEADER,
    SIGNATURE_TYPE_QUERY as SIGNATURE_TYPE_QUERY,
)

from ..base_client import OAuthError as OAuthError
from .assertion_client import AssertionClient as AssertionClient, AsyncAssertionClient as AsyncAssertionClient
from .oauth1_client import AsyncOAuth1Client as AsyncOAuth1Client, OAuth1Auth as OAuth1Auth, OAuth1Client as OAuth1Client
from .oauth2_client import (
    AsyncOAuth2Client as AsyncOAuth2Client,
    OAuth2Auth as OAuth2Auth,
    OAuth2Client as OAuth2Client,
    OAuth2ClientAuth as OAuth2ClientAuth,
)

__all__ = [
    "OAuthError",
    "OAuth1Auth",
    "AsyncOAuth1Client",
    "OAuth1Client",
    "SIGNATURE_HMAC_SHA1",
    "SIGNATURE_RSA_SHA1",
    "SIGNATURE_PLAINTEXT",
    "SIGNATURE_TYPE_HEADER",
    "SIGNATURE_TYPE_QUERY",
    "SIGNATURE_TYPE_BODY",
    "OAuth2Auth",
    "OAuth2ClientAuth",
    "OAuth2Client",
    "AsyncOAuth2Client",
    "AssertionClient",
    "AsyncAssertionClient",
]
