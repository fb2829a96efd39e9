# Morsel is not included in __all__ so export it explicitly
from http.cookies import *
from http.cookies import Morsel as Morsel
