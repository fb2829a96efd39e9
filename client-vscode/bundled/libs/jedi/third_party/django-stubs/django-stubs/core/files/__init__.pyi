from django.core.files.base import File as File

__all__ = ["File"]
