def __getattr__(name: str): ...  # incomplete module
