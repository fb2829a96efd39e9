from _typeshed import Incomplete

from tensorflow.keras.optimizers import legacy as legacy, schedules as schedules

Optimizer = Incomplete

def __getattr__(name: str): ...  # incomplete module
