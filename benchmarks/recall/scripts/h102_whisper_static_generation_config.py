# classes: 6 2
"""Whisper latency: static decoder cache set on generation_config, batch of synthetic log-mel inputs."""
import time

import torch
from transformers import WhisperForConditionalGeneration, WhisperProcessor

MODEL = "openai/whisper-tiny"
processor = WhisperProcessor.from_pretrained(MODEL)
model = WhisperForConditionalGeneration.from_pretrained(MODEL, torch_dtype=torch.float32).eval()
model.generation_config.cache_implementation = "static"

features = torch.randn(2, model.config.num_mel_bins, 3000)
for run in range(2):
    t0 = time.perf_counter()
    ids = model.generate(input_features=features, max_new_tokens=8, language="en", task="transcribe")
    print(run, f"{time.perf_counter() - t0:.2f}s", processor.batch_decode(ids, skip_special_tokens=True))
