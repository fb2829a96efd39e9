from .loader import default_loader as default_loader
from .locale import Locale as Locale
