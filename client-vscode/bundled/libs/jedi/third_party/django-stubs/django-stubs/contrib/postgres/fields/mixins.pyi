from typing import Any, List

class CheckFieldDefaultMixin:
    def check(self, **kwargs: Any) -> List[Any]: ...
