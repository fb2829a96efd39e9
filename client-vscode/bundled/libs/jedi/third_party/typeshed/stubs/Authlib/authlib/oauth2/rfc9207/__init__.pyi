from .parameter import IssuerParameter as IssuerParameter

__all__ = ["IssuerParameter"]
