from typing import Final

from .consts import author, homepage, version

__version__: Final = version
__homepage__: Final = homepage
__author__: Final = author
__license__: Final = "BSD-3-Clause"
