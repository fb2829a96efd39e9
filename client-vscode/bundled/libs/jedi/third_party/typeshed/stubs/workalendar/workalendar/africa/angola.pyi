from typing import ClassVar

from ..core import WesternCalendar

class Angola(WesternCalendar):
    fat_tuesday_label: ClassVar[str]
