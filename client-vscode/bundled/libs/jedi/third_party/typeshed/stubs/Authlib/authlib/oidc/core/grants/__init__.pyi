from .code import OpenIDCode as OpenIDCode, OpenIDToken as OpenIDToken
from .hybrid import OpenIDHybridGrant as OpenIDHybridGrant
from .implicit import OpenIDImplicitGrant as OpenIDImplicitGrant

__all__ = ["OpenIDToken", "OpenIDCode", "OpenIDImplicitGrant", "OpenIDHybridGrant"]
