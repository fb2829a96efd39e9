PYPY: bool
PY36: bool
PY37: bool
PY38: bool
PY39: bool
PY310: bool
PY311: bool
PY312: bool
unicode = str
buffer = bytes
int_types: tuple[type[int]]

def cmp(a, b): ...
