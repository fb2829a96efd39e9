from typing import Final

__docformat__: Final = "reStructuredText"
directives: dict[str, str]
roles: dict[str, str]
