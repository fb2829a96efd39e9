# classes: 1
"""Speech recognition pipeline, generate_kwargs with a capitalised key copied from a config file."""
import numpy as np
from transformers import pipeline

asr = pipeline("automatic-speech-recognition", model="openai/whisper-tiny")
audio = np.zeros(16000, dtype=np.float32)
result = asr(audio, generate_kwargs={"Max_new_tokens": 5, "task": "transcribe"})
print(result["text"])
