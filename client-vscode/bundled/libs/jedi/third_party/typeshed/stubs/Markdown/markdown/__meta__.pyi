__version_info__: tuple[int, int, int, str, int]
__version__: str
