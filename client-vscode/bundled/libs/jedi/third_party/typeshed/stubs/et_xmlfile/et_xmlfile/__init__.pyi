from typing import Final

from .xmlfile import xmlfile as xmlfile

__version__: Final[str]
__author__: Final[str]
__license__: Final[str]
__author_email__: Final[str]
__url__: Final[str]
