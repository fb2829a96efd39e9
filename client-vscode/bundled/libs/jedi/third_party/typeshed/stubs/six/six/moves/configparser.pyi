# Error is not included in __all__ so export it explicitly
from configparser import *
from configparser import Error as Error
