from networkx.linalg import (
    attrmatrix as attrmatrix,
    bethehessianmatrix as bethehessianmatrix,
    graphmatrix as graphmatrix,
    laplacianmatrix as laplacianmatrix,
    modularitymatrix as modularitymatrix,
    spectrum as spectrum,
)
from networkx.linalg.algebraicconnectivity import *
from networkx.linalg.attrmatrix import *
from networkx.linalg.bethehessianmatrix import *
from networkx.linalg.graphmatrix import *
from networkx.linalg.laplacianmatrix import *
from networkx.linalg.modularitymatrix import *
from networkx.linalg.spectrum import *
