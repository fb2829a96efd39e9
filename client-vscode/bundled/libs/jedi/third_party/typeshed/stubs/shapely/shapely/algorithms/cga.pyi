import numpy as np

from ..geometry import LinearRing

def signed_area(ring: LinearRing) -> np.float64: ...
