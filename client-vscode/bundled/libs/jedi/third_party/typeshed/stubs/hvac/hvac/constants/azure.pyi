from collections.abc import Iterable

VALID_ENVIRONMENTS: Iterable[str]
