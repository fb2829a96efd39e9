# classes: 8 9
"""Speculative decoding for whisper-large-v2 with distil-large-v2 as the assistant, beam search kept from an eval config."""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

EVAL = {"num_beams": 4, "max_new_tokens": 16}

processor = AutoProcessor.from_pretrained("openai/whisper-large-v2")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v2", torch_dtype=torch.float32)
assistant = AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-large-v2", torch_dtype=torch.float32)

sample = (0.05 * np.random.default_rng(4).standard_normal(16000 * 3)).astype(np.float32)
inputs = processor(sample, sampling_rate=16000, return_tensors="pt")
out = model.generate(inputs.input_features, assistant_model=assistant, language="en", **EVAL)
print(processor.batch_decode(out, skip_special_tokens=True))
