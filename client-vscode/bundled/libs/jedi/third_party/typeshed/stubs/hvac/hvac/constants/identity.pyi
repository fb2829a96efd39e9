from collections.abc import Iterable
from typing import Final

ALLOWED_GROUP_TYPES: Iterable[str]
DEFAULT_MOUNT_POINT: Final = "identity"
