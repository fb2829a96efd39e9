from .errors import (
    InvalidTokenError as InvalidTokenError,
    MismatchingStateError as MismatchingStateError,
    MissingRequestTokenError as MissingRequestTokenError,
    MissingTokenError as MissingTokenError,
    OAuthError as OAuthError,
    TokenExpiredError as TokenExpiredError,
    UnsupportedTokenTypeError as UnsupportedTokenTypeError,
)
from .framework_integration import FrameworkIntegration as FrameworkIntegration
from .registry import BaseOAuth as BaseOAuth
from .sync_app import BaseApp as BaseApp, OAuth1Mixin as OAuth1Mixin, OAuth2Mixin as OAuth2Mixin
from .sync_openid import OpenIDMixin as OpenIDMixin

__all__ = [
    "BaseOAuth",
    "BaseApp",
    "OAuth1Mixin",
    "OAuth2Mixin",
    "OpenIDMixin",
    "FrameworkIntegration",
    "OAuthError",
    "MissingRequestTokenError",
    "MissingTokenError",
    "TokenExpiredError",
    "InvalidTokenError",
    "UnsupportedTokenTypeError",
    "MismatchingStateError",
]
