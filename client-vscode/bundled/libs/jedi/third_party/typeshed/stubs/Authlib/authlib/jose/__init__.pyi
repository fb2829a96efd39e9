from .errors import JoseError as JoseError
from .rfc7515 import (
    JsonWebSignature as JsonWebSignature,
    JWSAlgorithm as JWSAlgorithm,
    JWSHeader as JWSHeader,
    JWSObject as JWSObject,
)
from .rfc7516 import (
    JsonWebEncryption as JsonWebEncryption,
    JWEAlgorithm as JWEAlgorithm,
    JWEEncAlgorithm as JWEEncAlgorithm,
    JWEZipAlgorithm as JWEZipAlgorithm,
)
from .rfc7517 import JsonWebKey as JsonWebKey, Key as Key, KeySet as KeySet
from .rfc7518 import ECKey as ECKey, OctKey as OctKey, RSAKey as RSAKey
from .rfc7519 import BaseClaims as BaseClaims, JsonWebToken as JsonWebToken, JWTClaims as JWTClaims
from .rfc8037 import OKPKey as OKPKey

jwt: JsonWebToken

__all__ = [
    "JoseError",
    "JsonWebSignature",
    "JWSAlgorithm",
    "JWSHeader",
    "JWSObject",
    "JsonWebEncryption",
    "JWEAlgorithm",
    "JWEEncAlgorithm",
    "JWEZipAlgorithm",
    "JsonWebKey",
    "Key",
    "KeySet",
    "OctKey",
    "RSAKey",
    "ECKey",
    "OKPKey",
    "JsonWebToken",
    "BaseClaims",
    "JWTClaims",
    "jwt",
]
