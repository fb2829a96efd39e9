__author__: str
__version__: tuple[int, int, int]
