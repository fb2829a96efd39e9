from webob.datetime_utils import (
    UTC as UTC,
    day as day,
    hour as hour,
    minute as minute,
    month as month,
    second as second,
    week as week,
    year as year,
)
from webob.request import LegacyRequest as LegacyRequest, Request as Request
from webob.response import Response as Response
from webob.util import html_escape as html_escape

__all__ = [
    "Request",
    "LegacyRequest",
    "Response",
    "UTC",
    "day",
    "week",
    "hour",
    "minute",
    "second",
    "month",
    "year",
    "html_escape",
]
