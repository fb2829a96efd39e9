# classes: 2 8
"""Benchmark Whisper decoding speed for several output lengths, up to the model's full 448 positions."""
import time

import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("distil-whisper/distil-large-v2")
model = AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-large-v2").eval()
audio = (0.02 * np.random.default_rng(0).standard_normal(16000 * 8)).astype(np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features

for budget in (8, 64, 448):
    start = time.perf_counter()
    with torch.no_grad():
        model.generate(features, max_new_tokens=budget, min_new_tokens=1, language="english", task="transcribe")
    print(f"max_new_tokens={budget}: {time.perf_counter() - start:.2f}s")
