from .claims import BaseClaims as BaseClaims, JWTClaims as JWTClaims
from .jwt import JsonWebToken as JsonWebToken

__all__ = ["JsonWebToken", "BaseClaims", "JWTClaims"]
