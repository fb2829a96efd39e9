from typing import Final

language_order: Final[list[str]]
language_map: Final[dict[str, list[str]]]
language_locale_dict: Final[dict[str, list[str]]]
