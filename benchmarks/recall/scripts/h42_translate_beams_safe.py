# classes: 2
"""Translate French audio to English text, for a few decoding settings.

Loops over language/task combinations (greedy and beam search) and prints the decoded text.
"""
import numpy as np
import torch
from transformers import AutoProcessor, WhisperForConditionalGeneration

processor = AutoProcessor.from_pretrained("openai/whisper-medium")
model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-medium").eval()

t = np.arange(16000 // 3) / 16000
audio = (0.2 * np.sin(2 * np.pi * 261.6 * t)).astype(np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features

RUNS = [
    {"language": "fr", "task": "transcribe", "num_beams": 1},
    {"language": "fr", "task": "translate", "num_beams": 2},
    {"language": "de", "task": "transcribe", "num_beams": 3},
]

for run in RUNS:
    with torch.no_grad():
        out = model.generate(features, max_new_tokens=8, **run)
    decoded = processor.batch_decode(out, skip_special_tokens=True)
    print(run, "->", decoded[0])
