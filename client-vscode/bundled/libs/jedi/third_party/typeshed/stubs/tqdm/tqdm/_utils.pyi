from .std import TqdmDeprecationWarning as TqdmDeprecationWarning
from .utils import (
    CUR_OS as CUR_OS,
    IS_NIX as IS_NIX,
    IS_WIN as IS_WIN,
    RE_ANSI as RE_ANSI,
    Comparable as Comparable,
    FormatReplace as FormatReplace,
    SimpleTextIOWrapper as SimpleTextIOWrapper,
)
