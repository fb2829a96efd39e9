from .workspace import Workspace
from .text_document import TextDocument
from .position_codec import PositionCodec, ServerTextPosition, ServerTextRange

__all__ = (
    "Workspace",
    "TextDocument",
    "PositionCodec",
    "ServerTextPosition",
    "ServerTextRange",
)
