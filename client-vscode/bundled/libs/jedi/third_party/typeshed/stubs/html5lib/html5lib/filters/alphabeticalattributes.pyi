from _typeshed import Incomplete

from . import base

class Filter(base.Filter[dict[str, Incomplete]]): ...
