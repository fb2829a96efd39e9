from typing import Final

ERROR_KIND: Final = "error.kind"
ERROR_OBJECT: Final = "error.object"
EVENT: Final = "event"
MESSAGE: Final = "message"
STACK: Final = "stack"
