from networkx.utils.backends import *
from networkx.utils.configs import *
from networkx.utils.configs import NetworkXConfig
from networkx.utils.decorators import *
from networkx.utils.heaps import *
from networkx.utils.misc import *
from networkx.utils.random_sequence import *
from networkx.utils.rcm import *
from networkx.utils.union_find import *

config: NetworkXConfig  # Set by networkx/__init__.py
