# classes: 5 6
"""Whisper with a static cache (for torch.compile) plus a distil-whisper draft for speed.

Follows the "static cache and torch.compile" section of the Whisper docs, then adds speculative
decoding on top.
"""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

model_id = "openai/whisper-large-v3"
draft_id = "distil-whisper/distil-large-v3"

processor = AutoProcessor.from_pretrained(model_id)
model = AutoModelForSpeechSeq2Seq.from_pretrained(model_id, torch_dtype=torch.float32)
draft = AutoModelForSpeechSeq2Seq.from_pretrained(draft_id, torch_dtype=torch.float32)

# enable static cache and compile the forward pass
model.generation_config.cache_implementation = "static"
model.generation_config.max_new_tokens = 8
if torch.cuda.is_available():
    model.forward = torch.compile(model.forward, mode="reduce-overhead", fullgraph=True)

audio = np.zeros(16000 // 2, dtype=np.float32)
inputs = processor(audio, sampling_rate=16000, return_tensors="pt")

# two warm-up steps, as in the docs
for _ in range(2):
    with torch.no_grad():
        predicted = model.generate(inputs.input_features, assistant_model=draft)

print(processor.batch_decode(predicted, skip_special_tokens=True))
