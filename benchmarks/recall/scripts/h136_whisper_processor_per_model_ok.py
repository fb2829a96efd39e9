# classes: 2 6
"""Latency table for Whisper sizes; each model's own processor computes its features."""
import time

import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

MODELS = ["openai/whisper-large-v2", "distil-whisper/distil-large-v2", "openai/whisper-large-v3-turbo"]
audio = (0.05 * np.random.default_rng(31).standard_normal(16000 * 5)).astype(np.float32)

for name in MODELS:
    processor = AutoProcessor.from_pretrained(name)
    features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
    model = AutoModelForSpeechSeq2Seq.from_pretrained(name)
    tic = time.perf_counter()
    model.generate(features, max_new_tokens=8)
    print(name, f"{time.perf_counter() - tic:.3f}s")
