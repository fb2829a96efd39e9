from .experimental.coordinator import RemoteValue as RemoteValue

def __getattr__(name: str): ...  # incomplete module
