from typing import Final

LABELS: Final[dict[str, str]]
