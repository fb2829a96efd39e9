from typing import Final

rsPoly_LUT: Final[dict[int, list[int]]]
