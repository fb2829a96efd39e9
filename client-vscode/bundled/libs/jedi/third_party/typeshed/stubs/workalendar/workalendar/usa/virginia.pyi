from typing import ClassVar

from .core import UnitedStates

class Virginia(UnitedStates):
    include_thanksgiving_wednesday: ClassVar[bool]
