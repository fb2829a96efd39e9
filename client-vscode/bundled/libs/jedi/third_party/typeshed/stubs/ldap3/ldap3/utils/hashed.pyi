from _typeshed import Incomplete

algorithms_table: Incomplete
salted_table: Incomplete

def hashed(algorithm, value, salt=None, raw: bool = False, encoding: str = "utf-8"): ...
