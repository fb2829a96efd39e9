from typing import Final

topics: Final[dict[str, str]]
