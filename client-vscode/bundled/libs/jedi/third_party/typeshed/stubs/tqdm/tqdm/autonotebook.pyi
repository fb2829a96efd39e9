from .std import tqdm as tqdm, trange as trange

__all__ = ["tqdm", "trange"]
