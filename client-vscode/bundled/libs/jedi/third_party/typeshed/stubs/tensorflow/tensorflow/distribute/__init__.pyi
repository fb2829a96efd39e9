from tensorflow.python.distribute.distribute_lib import Strategy as Strategy

def __getattr__(name: str): ...  # incomplete module
