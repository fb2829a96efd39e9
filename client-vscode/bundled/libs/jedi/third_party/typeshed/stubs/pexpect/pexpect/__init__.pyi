from .exceptions import EOF as EOF, TIMEOUT as TIMEOUT, ExceptionPexpect as ExceptionPexpect
from .pty_spawn import spawn as spawn, spawnu as spawnu
from .run import run as run, runu as runu
from .utils import split_command_line as split_command_line, which as which

__version__: str
__revision__: str
__all__ = [
    "ExceptionPexpect",
    "EOF",
    "TIMEOUT",
    "spawn",
    "spawnu",
    "run",
    "runu",
    "which",
    "split_command_line",
    "__version__",
    "__revision__",
]
