from _typeshed import Incomplete

repr_encoding: Incomplete

def to_stdout_encoding(value): ...
