from _contextvars import Context as Context, ContextVar as ContextVar, Token as Token, copy_context as copy_context

__all__ = ("Context", "ContextVar", "Token", "copy_context")
