from typing import Final

from .doctemplate import *
from .flowables import *
from .frames import *
from .multicol import *
from .paragraph import *
from .paraparser import *
from .tables import *
from .xpreformatted import *

__version__: Final[str]
