from typing import Any

from ..plugins.finder import Plugins

def information(version: str, plugins: Plugins) -> dict[str, Any]: ...
