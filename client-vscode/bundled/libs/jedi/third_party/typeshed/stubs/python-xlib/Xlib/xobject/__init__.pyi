from Xlib.xobject import (
    colormap as colormap,
    cursor as cursor,
    drawable as drawable,
    fontable as fontable,
    icccm as icccm,
    resource as resource,
)

__all__ = ["colormap", "cursor", "drawable", "fontable", "icccm", "resource"]
