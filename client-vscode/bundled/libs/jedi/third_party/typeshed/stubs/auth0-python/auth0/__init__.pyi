from auth0.exceptions import Auth0Error, RateLimitError, TokenValidationError

__all__ = ("Auth0Error", "RateLimitError", "TokenValidationError")
