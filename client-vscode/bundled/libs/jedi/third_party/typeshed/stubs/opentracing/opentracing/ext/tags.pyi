from ..tags import *
