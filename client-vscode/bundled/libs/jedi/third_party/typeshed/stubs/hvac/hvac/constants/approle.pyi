from collections.abc import Iterable

DEFAULT_MOUNT_POINT: str
ALLOWED_TOKEN_TYPES: Iterable[str]
