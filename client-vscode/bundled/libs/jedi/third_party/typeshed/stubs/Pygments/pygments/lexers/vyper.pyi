from ..lexer import RegexLexer

__all__ = ["VyperLexer"]

class VyperLexer(RegexLexer): ...
