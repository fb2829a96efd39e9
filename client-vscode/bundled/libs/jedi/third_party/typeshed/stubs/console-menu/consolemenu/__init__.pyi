from . import items as items
from .console_menu import ConsoleMenu as ConsoleMenu, Screen as Screen, clear_terminal as clear_terminal
from .menu_formatter import MenuFormatBuilder as MenuFormatBuilder
from .multiselect_menu import MultiSelectMenu as MultiSelectMenu
from .prompt_utils import PromptUtils as PromptUtils
from .selection_menu import SelectionMenu as SelectionMenu

__all__ = [
    "ConsoleMenu",
    "SelectionMenu",
    "MultiSelectMenu",
    "MenuFormatBuilder",
    "PromptUtils",
    "Screen",
    "items",
    "clear_terminal",
]
