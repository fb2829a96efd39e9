from antlr4.atn.ATN import ATN as ATN
from antlr4.atn.ATNDeserializer import ATNDeserializer as ATNDeserializer
from antlr4.atn.LexerATNSimulator import LexerATNSimulator as LexerATNSimulator
from antlr4.atn.ParserATNSimulator import ParserATNSimulator as ParserATNSimulator
from antlr4.atn.PredictionMode import PredictionMode as PredictionMode
from antlr4.BufferedTokenStream import TokenStream as TokenStream
from antlr4.CommonTokenStream import CommonTokenStream as CommonTokenStream
from antlr4.dfa.DFA import DFA as DFA
from antlr4.error.DiagnosticErrorListener import DiagnosticErrorListener as DiagnosticErrorListener
from antlr4.error.Errors import (
    IllegalStateException as IllegalStateException,
    NoViableAltException as NoViableAltException,
    RecognitionException as RecognitionException,
)
from antlr4.error.ErrorStrategy import BailErrorStrategy as BailErrorStrategy
from antlr4.FileStream import FileStream as FileStream
from antlr4.InputStream import InputStream as InputStream
from antlr4.Lexer import Lexer as Lexer
from antlr4.Parser import Parser as Parser
from antlr4.ParserRuleContext import ParserRuleContext as ParserRuleContext, RuleContext as RuleContext
from antlr4.PredictionContext import PredictionContextCache as PredictionContextCache
from antlr4.StdinStream import StdinStream as StdinStream
from antlr4.Token import Token as Token
from antlr4.tree.Tree import (
    ErrorNode as ErrorNode,
    ParseTreeListener as ParseTreeListener,
    ParseTreeVisitor as ParseTreeVisitor,
    ParseTreeWalker as ParseTreeWalker,
    RuleNode as RuleNode,
    TerminalNode as TerminalNode,
)
from antlr4.Utils import str_list as str_list
