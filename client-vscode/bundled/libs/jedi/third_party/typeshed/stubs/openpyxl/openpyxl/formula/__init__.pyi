from .tokenizer import Tokenizer as Tokenizer
