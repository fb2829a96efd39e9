# classes: 6 9
"""Whisper large-v3-turbo drafted by distil-large-v3's decoder, in a notebook-style benchmark.

Turbo keeps large-v3's encoder, so distil-large-v3 (distilled from large-v3) should fit.
"""
import time

import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoProcessor, WhisperForConditionalGeneration

# %% load
processor = AutoProcessor.from_pretrained("openai/whisper-large-v3-turbo")
model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-large-v3-turbo").eval()
assistant = AutoModelForCausalLM.from_pretrained("distil-whisper/distil-large-v3").eval()

# %% data
sr = 16000
samples = [np.zeros(sr // 5, dtype=np.float32), (0.1 * np.sin(2 * np.pi * 600 * np.arange(sr // 5) / sr)).astype(np.float32)]


# %% timing helper
def timed_generate(features, **kwargs):
    start = time.perf_counter()
    with torch.no_grad():
        out = model.generate(features, max_new_tokens=8, **kwargs)
    return out, time.perf_counter() - start


# %% run
for audio in samples:
    feats = processor(audio, sampling_rate=sr, return_tensors="pt").input_features
    base, t_base = timed_generate(feats)
    spec, t_spec = timed_generate(feats, assistant_model=assistant)
    print(f"base {t_base:.3f}s spec {t_spec:.3f}s same={torch.equal(base, spec)}")
