from .exceptions import (
    ExpiredSignatureError as ExpiredSignatureError,
    JOSEError as JOSEError,
    JWSError as JWSError,
    JWTError as JWTError,
)

__version__: str
__author__: str
__license__: str
__copyright__: str
