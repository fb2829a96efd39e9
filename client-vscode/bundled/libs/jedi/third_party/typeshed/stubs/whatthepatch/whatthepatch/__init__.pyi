from .apply import apply_diff as apply_diff
from .patch import parse_patch as parse_patch

__all__ = ["parse_patch", "apply_diff"]
