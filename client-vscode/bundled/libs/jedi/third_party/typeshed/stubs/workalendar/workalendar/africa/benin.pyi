from typing import ClassVar

from ..core import IslamoWesternCalendar

class Benin(IslamoWesternCalendar):
    include_day_of_sacrifice_label: ClassVar[str]
