# classes: 5
"""Whisper with a static cache and torch.compile, timed over a few warm-up and timed runs.

No draft model: the static cache is used for plain greedy decoding.
"""
import time

import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

model_id = "openai/whisper-large-v3-turbo"

processor = AutoProcessor.from_pretrained(model_id)
model = AutoModelForSpeechSeq2Seq.from_pretrained(model_id, torch_dtype=torch.float32)
model.generation_config.cache_implementation = "static"
if torch.cuda.is_available():
    model.forward = torch.compile(model.forward, mode="reduce-overhead", fullgraph=True)

t = np.arange(16000 // 4) / 16000
audio = (0.1 * np.sin(2 * np.pi * 500 * t)).astype(np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features

timings = []
for step in range(3):
    start = time.perf_counter()
    with torch.no_grad():
        ids = model.generate(features, max_new_tokens=6, language="en", task="transcribe")
    timings.append(time.perf_counter() - start)
    print(f"step {step}: {timings[-1]:.3f}s")

print(processor.batch_decode(ids, skip_special_tokens=True)[0])
