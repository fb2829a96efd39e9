from _typeshed import StrPath
from typing import IO

NAMESPACES: dict[str, str]

def prepstyle(filename: StrPath | IO[bytes]) -> None: ...
def main() -> None: ...
