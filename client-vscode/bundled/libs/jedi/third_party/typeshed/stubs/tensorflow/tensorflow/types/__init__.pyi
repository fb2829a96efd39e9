from tensorflow.types import experimental as experimental
