from ._parser import (
    DEFAULTPARSER as DEFAULTPARSER,
    DEFAULTTZPARSER as DEFAULTTZPARSER,
    ParserError as ParserError,
    UnknownTimezoneWarning as UnknownTimezoneWarning,
    parse as parse,
    parser as parser,
    parserinfo as parserinfo,
)
from .isoparser import isoparse as isoparse, isoparser as isoparser

__all__ = ["parse", "parser", "parserinfo", "isoparse", "isoparser", "ParserError", "UnknownTimezoneWarning"]
