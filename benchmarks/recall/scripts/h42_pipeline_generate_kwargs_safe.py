# classes: 4 8
"""ASR pipeline whose decoding settings (language, task, length, beams) go in generate_kwargs.

The settings are kept in one dict so that they are easy to log.
"""
import numpy as np
from transformers import pipeline

MODEL = "openai/whisper-tiny"

DECODE = {"max_new_tokens": 8, "num_beams": 2, "language": "french", "task": "translate"}

asr = pipeline("automatic-speech-recognition", model=MODEL, generate_kwargs=DECODE)

t = np.arange(16000 // 5) / 16000
for freq in (220, 440):
    clip = (0.1 * np.sin(2 * np.pi * freq * t)).astype(np.float32)
    print(freq, asr(clip)["text"])
