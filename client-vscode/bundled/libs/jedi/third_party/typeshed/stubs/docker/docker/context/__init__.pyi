from .api import ContextAPI as ContextAPI
from .context import Context as Context
