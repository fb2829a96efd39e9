from .claims import ClientMetadataClaims as ClientMetadataClaims

__all__ = ["ClientMetadataClaims"]
