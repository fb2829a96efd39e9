from _typeshed import Incomplete

Strategy = Incomplete

def __getattr__(name: str): ...  # incomplete module
