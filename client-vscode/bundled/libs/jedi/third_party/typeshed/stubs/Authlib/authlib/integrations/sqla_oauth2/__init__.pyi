from .client_mixin import OAuth2ClientMixin as OAuth2ClientMixin
from .functions import (
    create_bearer_token_validator as create_bearer_token_validator,
    create_query_client_func as create_query_client_func,
    create_query_token_func as create_query_token_func,
    create_revocation_endpoint as create_revocation_endpoint,
    create_save_token_func as create_save_token_func,
)
from .tokens_mixins import OAuth2AuthorizationCodeMixin as OAuth2AuthorizationCodeMixin, OAuth2TokenMixin as OAuth2TokenMixin

__all__ = [
    "OAuth2ClientMixin",
    "OAuth2AuthorizationCodeMixin",
    "OAuth2TokenMixin",
    "create_query_client_func",
    "create_save_token_func",
    "create_query_token_func",
    "create_revocation_endpoint",
    "create_bearer_token_validator",
]
