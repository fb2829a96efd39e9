from typing import Final

__docformat__: Final = "reStructuredText"
labels: dict[str, str]
bibliographic_fields: dict[str, str]
author_separators: list[str]
