from typing import Final

timezone_info_list: Final[list[dict[str, list[str | tuple[str, str | int]]]]]
