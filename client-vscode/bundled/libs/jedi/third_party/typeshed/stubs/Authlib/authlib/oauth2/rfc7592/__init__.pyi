from .endpoint import ClientConfigurationEndpoint as ClientConfigurationEndpoint

__all__ = ["ClientConfigurationEndpoint"]
