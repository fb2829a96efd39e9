from .config import AppConfig as AppConfig

from .registry import apps as apps
