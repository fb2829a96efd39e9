from . import tempfile as tempfile
from .threadpool import (
    open as open,
    stderr as stderr,
    stderr_bytes as stderr_bytes,
    stdin as stdin,
    stdin_bytes as stdin_bytes,
    stdout as stdout,
    stdout_bytes as stdout_bytes,
)

__all__ = ["open", "tempfile", "stdin", "stdout", "stderr", "stdin_bytes", "stdout_bytes", "stderr_bytes"]
