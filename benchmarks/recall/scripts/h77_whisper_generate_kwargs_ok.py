# classes: 8 4
"""Transcribe with Whisper small through the ASR pipeline, limiting output via generate_kwargs max_new_tokens."""
import numpy as np
from transformers import pipeline

transcriber = pipeline("automatic-speech-recognition", model="openai/whisper-small")
clip = np.zeros(16000 * 2, dtype=np.float32)
text = transcriber(clip, generate_kwargs={"max_new_tokens": 16, "language": "en"})
print(text["text"])
