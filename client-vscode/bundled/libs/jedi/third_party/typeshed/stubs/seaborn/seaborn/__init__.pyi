from . import cm as cm
from .axisgrid import *
from .categorical import *
from .colors import crayons as crayons, xkcd_rgb as xkcd_rgb
from .distributions import *
from .matrix import *
from .miscplot import *
from .palettes import *
from .rcmod import *
from .regression import *
from .relational import *
from .utils import *
from .widgets import *
