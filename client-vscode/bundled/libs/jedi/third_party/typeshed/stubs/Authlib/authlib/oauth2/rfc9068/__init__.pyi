from .introspection import JWTIntrospectionEndpoint as JWTIntrospectionEndpoint
from .revocation import JWTRevocationEndpoint as JWTRevocationEndpoint
from .token import JWTBearerTokenGenerator as JWTBearerTokenGenerator
from .token_validator import JWTBearerTokenValidator as JWTBearerTokenValidator

__all__ = ["JWTBearerTokenGenerator", "JWTBearerTokenValidator", "JWTIntrospectionEndpoint", "JWTRevocationEndpoint"]
