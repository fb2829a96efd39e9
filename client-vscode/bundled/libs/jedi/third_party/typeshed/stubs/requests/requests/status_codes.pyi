from typing import Any

codes: Any
