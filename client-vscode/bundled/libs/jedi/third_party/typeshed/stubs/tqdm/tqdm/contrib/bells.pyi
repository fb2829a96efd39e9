from ..auto import tqdm as tqdm, trange as trange

__all__ = ["tqdm", "trange"]
