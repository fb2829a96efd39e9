from typing import Any, Dict

SimpleCookie: Any

def parse_cookie(cookie: str) -> Dict[str, str]: ...
