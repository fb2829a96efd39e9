from typing import Any

register: Any

def static(path: str) -> str: ...
