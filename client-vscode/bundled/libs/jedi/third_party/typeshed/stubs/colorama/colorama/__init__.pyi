from .ansi import Back as Back, Cursor as Cursor, Fore as Fore, Style as Style
from .ansitowin32 import AnsiToWin32 as AnsiToWin32
from .initialise import (
    colorama_text as colorama_text,
    deinit as deinit,
    init as init,
    just_fix_windows_console as just_fix_windows_console,
    reinit as reinit,
)
