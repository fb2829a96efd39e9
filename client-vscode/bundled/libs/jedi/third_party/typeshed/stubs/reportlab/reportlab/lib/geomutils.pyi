from typing import Final

__version__: Final[str]

def normalizeTRBL(p: float | tuple[float, ...] | list[float]) -> tuple[float, ...]: ...
