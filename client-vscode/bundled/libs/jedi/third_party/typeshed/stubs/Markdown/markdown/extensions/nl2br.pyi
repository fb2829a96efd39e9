from markdown.extensions import Extension

BR_RE: str

class Nl2BrExtension(Extension): ...

def makeExtension(**kwargs) -> Nl2BrExtension: ...
