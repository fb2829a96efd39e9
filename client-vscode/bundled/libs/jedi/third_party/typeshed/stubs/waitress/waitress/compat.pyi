from typing import Final

WIN: Final[bool]
MAXINT: Final[int]
HAS_IPV6: Final[bool]
IPPROTO_IPV6: Final[int]
IPV6_V6ONLY: Final[int]
