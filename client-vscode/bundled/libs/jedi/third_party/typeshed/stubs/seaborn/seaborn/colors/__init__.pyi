from .crayons import crayons as crayons
from .xkcd_rgb import xkcd_rgb as xkcd_rgb
