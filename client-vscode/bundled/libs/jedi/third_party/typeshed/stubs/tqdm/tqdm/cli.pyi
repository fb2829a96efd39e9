from collections.abc import Sequence

__all__ = ["main"]

def main(fp=..., argv: Sequence[str] | None = None) -> None: ...
