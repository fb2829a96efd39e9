from .base import CAP_STYLE as CAP_STYLE, JOIN_STYLE as JOIN_STYLE
from .collection import GeometryCollection as GeometryCollection
from .geo import box as box, mapping as mapping, shape as shape
from .linestring import LineString as LineString
from .multilinestring import MultiLineString as MultiLineString
from .multipoint import MultiPoint as MultiPoint
from .multipolygon import MultiPolygon as MultiPolygon
from .point import Point as Point
from .polygon import LinearRing as LinearRing, Polygon as Polygon

__all__ = [
    "box",
    "shape",
    "mapping",
    "Point",
    "LineString",
    "Polygon",
    "MultiPoint",
    "MultiLineString",
    "MultiPolygon",
    "GeometryCollection",
    "LinearRing",
    "CAP_STYLE",
    "JOIN_STYLE",
]
