from networkx.algorithms.isomorphism.ismags import *
from networkx.algorithms.isomorphism.isomorph import *
from networkx.algorithms.isomorphism.matchhelpers import *
from networkx.algorithms.isomorphism.temporalisomorphvf2 import *
from networkx.algorithms.isomorphism.tree_isomorphism import *
from networkx.algorithms.isomorphism.vf2pp import *
from networkx.algorithms.isomorphism.vf2userfunc import *
