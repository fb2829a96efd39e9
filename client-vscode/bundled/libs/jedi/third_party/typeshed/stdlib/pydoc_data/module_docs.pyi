from typing import Final

module_docs: Final[dict[str, str]]
