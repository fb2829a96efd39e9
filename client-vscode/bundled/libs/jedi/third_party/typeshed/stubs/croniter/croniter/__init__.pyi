from . import croniter as croniter_m
from .croniter import (
    DAY_FIELD as DAY_FIELD,
    HOUR_FIELD as HOUR_FIELD,
    MINUTE_FIELD as MINUTE_FIELD,
    MONTH_FIELD as MONTH_FIELD,
    OVERFLOW32B_MODE as OVERFLOW32B_MODE,
    SECOND_FIELD as SECOND_FIELD,
    UTC_DT as UTC_DT,
    YEAR_FIELD as YEAR_FIELD,
    CroniterBadCronError as CroniterBadCronError,
    CroniterBadDateError as CroniterBadDateError,
    CroniterBadTypeRangeError as CroniterBadTypeRangeError,
    CroniterError as CroniterError,
    CroniterNotAlphaError as CroniterNotAlphaError,
    CroniterUnsupportedSyntaxError as CroniterUnsupportedSyntaxError,
    croniter as croniter,
    croniter_range as croniter_range,
    datetime_to_timestamp as datetime_to_timestamp,
)

cron_m = croniter_m

__all__ = [
    "DAY_FIELD",
    "HOUR_FIELD",
    "MINUTE_FIELD",
    "MONTH_FIELD",
    "OVERFLOW32B_MODE",
    "SECOND_FIELD",
    "UTC_DT",
    "YEAR_FIELD",
    "CroniterBadCronError",
    "CroniterBadDateError",
    "CroniterBadTypeRangeError",
    "CroniterError",
    "CroniterNotAlphaError",
    "CroniterUnsupportedSyntaxError",
    "cron_m",
    "croniter",
    "croniter_range",
    "datetime_to_timestamp",
]
