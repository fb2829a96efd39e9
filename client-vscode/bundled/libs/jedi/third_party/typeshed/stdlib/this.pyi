s: str
d: dict[str, str]
