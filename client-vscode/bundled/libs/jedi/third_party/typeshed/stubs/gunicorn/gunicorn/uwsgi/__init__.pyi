from gunicorn.uwsgi.errors import (
    ForbiddenUWSGIRequest as ForbiddenUWSGIRequest,
    InvalidUWSGIHeader as InvalidUWSGIHeader,
    UnsupportedModifier as UnsupportedModifier,
    UWSGIParseException as UWSGIParseException,
)
from gunicorn.uwsgi.message import UWSGIRequest as UWSGIRequest
from gunicorn.uwsgi.parser import UWSGIParser as UWSGIParser

__all__ = [
    "UWSGIRequest",
    "UWSGIParser",
    "UWSGIParseException",
    "InvalidUWSGIHeader",
    "UnsupportedModifier",
    "ForbiddenUWSGIRequest",
]
