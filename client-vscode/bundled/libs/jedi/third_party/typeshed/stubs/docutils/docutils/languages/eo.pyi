from typing import Final, Literal

__docformat__: Final = "reStructuredText"
labels: dict[str, str]
bibliographic_fields: dict[str, str]
author_separators: list[Literal[";", ","]]
