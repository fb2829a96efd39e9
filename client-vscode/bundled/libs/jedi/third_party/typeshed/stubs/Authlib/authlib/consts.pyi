from typing import Final

name: Final = "Authlib"
version: Final[str]
author: Final[str]
homepage: Final[str]
default_user_agent: Final[str]
default_json_headers: Final[list[tuple[str, str]]]
