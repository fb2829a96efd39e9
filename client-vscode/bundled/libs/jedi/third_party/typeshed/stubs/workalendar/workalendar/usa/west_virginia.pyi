from typing import ClassVar

from .core import UnitedStates

class WestVirginia(UnitedStates):
    west_virginia_include_christmas_eve: ClassVar[bool]
    west_virginia_include_nye: ClassVar[bool]
