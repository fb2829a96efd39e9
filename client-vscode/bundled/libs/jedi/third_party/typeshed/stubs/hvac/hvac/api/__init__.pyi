from hvac.api.auth_methods import AuthMethods as AuthMethods
from hvac.api.secrets_engines import SecretsEngines as SecretsEngines
from hvac.api.system_backend import SystemBackend as SystemBackend
from hvac.api.vault_api_base import VaultApiBase as VaultApiBase
from hvac.api.vault_api_category import VaultApiCategory as VaultApiCategory

__all__ = ("AuthMethods", "SecretsEngines", "SystemBackend", "VaultApiBase", "VaultApiCategory")
