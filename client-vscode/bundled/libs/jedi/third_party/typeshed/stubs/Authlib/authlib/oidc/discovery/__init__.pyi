from .models import OpenIDProviderMetadata as OpenIDProviderMetadata
from .well_known import get_well_known_url as get_well_known_url

__all__ = ["OpenIDProviderMetadata", "get_well_known_url"]
