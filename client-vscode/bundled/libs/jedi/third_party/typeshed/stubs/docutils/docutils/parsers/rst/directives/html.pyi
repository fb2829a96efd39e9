from typing import Final

from docutils.parsers.rst.directives.misc import Meta as Meta, MetaBody as MetaBody

__docformat__: Final = "reStructuredText"
