from .javascript import JavascriptLexer

__all__ = ["JsxLexer"]

class JsxLexer(JavascriptLexer): ...
