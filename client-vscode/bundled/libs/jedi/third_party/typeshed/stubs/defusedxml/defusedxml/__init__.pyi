from .common import (
    DefusedXmlException as DefusedXmlException,
    DTDForbidden as DTDForbidden,
    EntitiesForbidden as EntitiesForbidden,
    ExternalReferenceForbidden as ExternalReferenceForbidden,
    NotSupportedError as NotSupportedError,
)

__all__ = ["DefusedXmlException", "DTDForbidden", "EntitiesForbidden", "ExternalReferenceForbidden", "NotSupportedError"]
