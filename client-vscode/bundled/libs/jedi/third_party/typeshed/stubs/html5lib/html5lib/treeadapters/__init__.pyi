from . import genshi as genshi, sax as sax

__all__ = ["sax", "genshi"]
