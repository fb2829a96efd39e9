from typing import Final

ERROR_CORRECT_L: Final = 1
ERROR_CORRECT_M: Final = 0
ERROR_CORRECT_Q: Final = 3
ERROR_CORRECT_H: Final = 2
