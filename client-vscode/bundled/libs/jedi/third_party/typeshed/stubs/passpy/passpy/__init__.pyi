from .exceptions import RecursiveCopyMoveError as RecursiveCopyMoveError, StoreNotInitialisedError as StoreNotInitialisedError
from .store import Store as Store
from .util import gen_password as gen_password

VERSION: str
