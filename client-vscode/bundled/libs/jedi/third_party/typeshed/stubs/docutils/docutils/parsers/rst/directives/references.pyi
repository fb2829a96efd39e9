from typing import Final

from docutils.parsers.rst import Directive

__docformat__: Final = "reStructuredText"

class TargetNotes(Directive): ...
