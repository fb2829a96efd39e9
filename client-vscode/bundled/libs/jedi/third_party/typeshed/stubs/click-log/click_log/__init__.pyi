from .core import ClickHandler as ClickHandler, ColorFormatter as ColorFormatter, basic_config as basic_config
from .options import simple_verbosity_option as simple_verbosity_option

__version__: str
