from .constants import (
    DEFAULT_LINUX_STORE as DEFAULT_LINUX_STORE,
    DEFAULT_OSX_STORE as DEFAULT_OSX_STORE,
    DEFAULT_WIN32_STORE as DEFAULT_WIN32_STORE,
    PROGRAM_PREFIX as PROGRAM_PREFIX,
)
from .errors import CredentialsNotFound as CredentialsNotFound, StoreError as StoreError
from .store import Store as Store
