from .authorization_server import AuthorizationServer as AuthorizationServer
from .cache import (
    create_exists_nonce_func as create_exists_nonce_func,
    register_nonce_hooks as register_nonce_hooks,
    register_temporary_credential_hooks as register_temporary_credential_hooks,
)
from .resource_protector import ResourceProtector as ResourceProtector, current_credential as current_credential
