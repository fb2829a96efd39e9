from .claims import ClientMetadataClaims as ClientMetadataClaims
from .endpoint import ClientRegistrationEndpoint as ClientRegistrationEndpoint
from .errors import (
    InvalidClientMetadataError as InvalidClientMetadataError,
    InvalidRedirectURIError as InvalidRedirectURIError,
    InvalidSoftwareStatementError as InvalidSoftwareStatementError,
    UnapprovedSoftwareStatementError as UnapprovedSoftwareStatementError,
)

__all__ = [
    "ClientMetadataClaims",
    "ClientRegistrationEndpoint",
    "InvalidRedirectURIError",
    "InvalidClientMetadataError",
    "InvalidSoftwareStatementError",
    "UnapprovedSoftwareStatementError",
]
