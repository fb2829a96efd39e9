from typing import Final

from . import (
    armenian as armenian,
    bahai as bahai,
    coptic as coptic,
    daycount as daycount,
    dublin as dublin,
    french_republican as french_republican,
    gregorian as gregorian,
    hebrew as hebrew,
    holidays as holidays,
    indian_civil as indian_civil,
    islamic as islamic,
    iso as iso,
    julian as julian,
    julianday as julianday,
    mayan as mayan,
    ordinal as ordinal,
    persian as persian,
    positivist as positivist,
    utils as utils,
)

__version__: Final[str]

__all__ = [
    "armenian",
    "bahai",
    "coptic",
    "daycount",
    "dublin",
    "french_republican",
    "gregorian",
    "hebrew",
    "holidays",
    "indian_civil",
    "islamic",
    "iso",
    "julian",
    "julianday",
    "mayan",
    "ordinal",
    "persian",
    "positivist",
    "utils",
]
