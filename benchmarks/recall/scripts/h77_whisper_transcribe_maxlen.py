# classes: 8 4
"""Transcribe a clip with Whisper tiny through the ASR pipeline, capping output length at construction."""
import numpy as np
from transformers import pipeline

asr = pipeline(
    "automatic-speech-recognition",
    model="openai/whisper-tiny",
    max_length=32,
    device="cpu",
)

audio = np.random.default_rng(0).standard_normal(16000 * 3).astype(np.float32) * 0.01
result = asr({"raw": audio, "sampling_rate": 16000})
print(result["text"])
