import ast
from typing import Final

BOOL_CONST_TYPES: Final[tuple[type[ast.Constant]]]
AST_CONST_TYPES: Final[tuple[type[ast.Constant]]]
STR_TYPES: Final[tuple[type[ast.Constant]]]
