from typing import Final

DAY_NAMES: Final[tuple[str, ...]]
leap_day_replacements: Final[dict[int, str]]
DAY_NAMES_LEAP: Final[list[str]]
FESTIVALS: Final[dict[tuple[int, int], str]]
