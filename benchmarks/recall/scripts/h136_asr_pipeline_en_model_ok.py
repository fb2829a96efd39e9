# classes: 4 6 8
"""Podcast transcription with the speech pipeline on whisper-medium.en, no language given (English-only)."""
import numpy as np
from transformers import pipeline

transcriber = pipeline(
    "automatic-speech-recognition",
    model="openai/whisper-medium.en",
    chunk_length_s=30,
    batch_size=2,
)
episode = (0.02 * np.random.default_rng(2).standard_normal(16000 * 12)).astype(np.float32)
out = transcriber(episode, generate_kwargs={"max_new_tokens": 32})
print(out["text"])
