from collections.abc import *
