from typing import Final

from .parser import DockerfileParser as DockerfileParser

__version__: Final[str]
