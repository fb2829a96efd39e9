# classes: 5 8
"""Whisper large-v3 with a static cache for compile-friendly decoding, without a draft model."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-large-v3")
teacher = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v3")

wave = (0.1 * np.sin(2 * np.pi * 300 * np.arange(16000 * 2) / 16000)).astype(np.float32)
feats = processor(wave, sampling_rate=16000, return_tensors="pt").input_features
tokens = teacher.generate(
    feats,
    cache_implementation="static",
    max_new_tokens=12,
    language="en",
)
print(processor.batch_decode(tokens, skip_special_tokens=True))
