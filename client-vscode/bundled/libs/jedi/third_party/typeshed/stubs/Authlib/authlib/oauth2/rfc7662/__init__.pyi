from .introspection import IntrospectionEndpoint as IntrospectionEndpoint
from .models import IntrospectionToken as IntrospectionToken
from .token_validator import IntrospectTokenValidator as IntrospectTokenValidator

__all__ = ["IntrospectionEndpoint", "IntrospectionToken", "IntrospectTokenValidator"]
