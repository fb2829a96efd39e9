from typing import Final

from networkx.algorithms import *
from networkx.classes import *
from networkx.classes import filters as filters
from networkx.convert import *
from networkx.convert_matrix import *
from networkx.drawing import *
from networkx.exception import *
from networkx.generators import *
from networkx.lazy_imports import _lazy_import as _lazy_import
from networkx.linalg import *
from networkx.readwrite import *
from networkx.relabel import *
from networkx.utils import _clear_cache as _clear_cache, _dispatchable as _dispatchable, config as config

from . import (
    algorithms as algorithms,
    classes as classes,
    convert as convert,
    convert_matrix as convert_matrix,
    drawing as drawing,
    generators as generators,
    linalg as linalg,
    readwrite as readwrite,
    relabel as relabel,
    utils as utils,
)

__version__: Final[str]
