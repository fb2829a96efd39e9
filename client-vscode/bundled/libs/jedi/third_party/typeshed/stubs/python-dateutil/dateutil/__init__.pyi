from dateutil import easter, parser, relativedelta, rrule, tz, utils, zoneinfo

__all__ = ["easter", "parser", "relativedelta", "rrule", "tz", "utils", "zoneinfo"]

def __dir__() -> list[str]: ...
