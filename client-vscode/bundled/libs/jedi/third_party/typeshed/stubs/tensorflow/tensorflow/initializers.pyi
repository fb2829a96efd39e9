from tensorflow.keras.initializers import *
