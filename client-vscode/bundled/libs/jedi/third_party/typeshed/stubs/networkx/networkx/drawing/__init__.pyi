from . import nx_agraph as nx_agraph, nx_pydot as nx_pydot
from .layout import *
from .nx_latex import *
from .nx_pylab import *
