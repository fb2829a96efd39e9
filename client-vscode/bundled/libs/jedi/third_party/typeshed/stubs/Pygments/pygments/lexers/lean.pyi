from ..lexer import RegexLexer

__all__ = ["Lean3Lexer"]

class Lean3Lexer(RegexLexer): ...

LeanLexer = Lean3Lexer
