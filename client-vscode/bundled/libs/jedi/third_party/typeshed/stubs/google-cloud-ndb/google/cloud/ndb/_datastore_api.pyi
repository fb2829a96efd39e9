from typing import Literal

EVENTUAL: Literal[2]
EVENTUAL_CONSISTENCY: Literal[2]
STRONG: Literal[1]
