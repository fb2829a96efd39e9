from parsimonious.exceptions import (
    BadGrammar as BadGrammar,
    IncompleteParseError as IncompleteParseError,
    ParseError as ParseError,
    UndefinedLabel as UndefinedLabel,
)
from parsimonious.grammar import Grammar as Grammar, TokenGrammar as TokenGrammar
from parsimonious.nodes import NodeVisitor as NodeVisitor, VisitationError as VisitationError, rule as rule
