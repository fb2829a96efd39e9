from .attracting import *
from .biconnected import *
from .connected import *
from .semiconnected import *
from .strongly_connected import *
from .weakly_connected import *
