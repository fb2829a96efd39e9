from typing import Final

french_republican_days: Final[dict[int, list[str]]]
