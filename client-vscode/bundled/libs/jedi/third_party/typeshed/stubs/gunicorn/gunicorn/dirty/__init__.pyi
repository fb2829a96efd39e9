from . import stash as stash
from .app import DirtyApp as DirtyApp
from .arbiter import DirtyArbiter as DirtyArbiter
from .client import (
    DirtyClient as DirtyClient,
    close_dirty_client as close_dirty_client,
    close_dirty_client_async as close_dirty_client_async,
    get_dirty_client as get_dirty_client,
    get_dirty_client_async as get_dirty_client_async,
    set_dirty_socket_path as set_dirty_socket_path,
)
from .errors import (
    DirtyAppError as DirtyAppError,
    DirtyAppNotFoundError as DirtyAppNotFoundError,
    DirtyConnectionError as DirtyConnectionError,
    DirtyError as DirtyError,
    DirtyProtocolError as DirtyProtocolError,
    DirtyTimeoutError as DirtyTimeoutError,
    DirtyWorkerError as DirtyWorkerError,
)
from .stash import (
    StashClient as StashClient,
    StashError as StashError,
    StashKeyNotFoundError as StashKeyNotFoundError,
    StashTable as StashTable,
    StashTableNotFoundError as StashTableNotFoundError,
)

__all__ = [
    "DirtyError",
    "DirtyTimeoutError",
    "DirtyConnectionError",
    "DirtyWorkerError",
    "DirtyAppError",
    "DirtyAppNotFoundError",
    "DirtyProtocolError",
    "DirtyApp",
    "DirtyClient",
    "get_dirty_client",
    "get_dirty_client_async",
    "close_dirty_client",
    "close_dirty_client_async",
    "stash",
    "StashClient",
    "StashTable",
    "StashError",
    "StashTableNotFoundError",
    "StashKeyNotFoundError",
    "DirtyArbiter",
    "set_dirty_socket_path",
]
