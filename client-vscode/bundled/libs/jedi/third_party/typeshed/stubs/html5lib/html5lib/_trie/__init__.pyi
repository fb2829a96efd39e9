from .py import Trie as Trie

__all__ = ["Trie"]
