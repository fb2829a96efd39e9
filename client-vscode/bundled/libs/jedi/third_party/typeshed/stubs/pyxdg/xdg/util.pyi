from shutil import which as which
from typing import Literal

PY3: Literal[True]

def u(s: str) -> str: ...
