import datetime

from ..core import OrthodoxCalendar

class Russia(OrthodoxCalendar):
    covid19_2020_start: datetime.date
    covid19_2020_end: datetime.date
