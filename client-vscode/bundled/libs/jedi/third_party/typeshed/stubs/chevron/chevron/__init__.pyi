from .main import cli_main as cli_main, main as main
from .renderer import render as render
from .tokenizer import ChevronError as ChevronError

__all__ = ["main", "render", "cli_main", "ChevronError"]
