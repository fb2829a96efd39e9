from nanoid.generate import generate
from nanoid.non_secure_generate import non_secure_generate

__all__ = ["generate", "non_secure_generate"]
