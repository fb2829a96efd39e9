# classes: 4
"""Whisper pipeline with beam search settings at construction (spelt right)."""
import numpy as np
from transformers import pipeline

asr = pipeline("automatic-speech-recognition", model="openai/whisper-tiny", max_new_tokens=5, num_beams=2)
clip = {"raw": np.zeros(16000, dtype=np.float32), "sampling_rate": 16000}
print(asr(clip)["text"])
