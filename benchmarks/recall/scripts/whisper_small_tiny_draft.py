# classes: 8 6
"""whisper-tiny shares the multilingual vocabulary with whisper-small: use its decoder as the draft."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, WhisperForConditionalGeneration, WhisperProcessor

processor = WhisperProcessor.from_pretrained("openai/whisper-small")
model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-small")
draft = AutoModelForCausalLM.from_pretrained("openai/whisper-tiny")

clip = np.random.default_rng(7).standard_normal(16000).astype(np.float32) * 0.02
features = processor(clip, sampling_rate=16000, return_tensors="pt").input_features
with torch.inference_mode():
    tokens = model.generate(features, assistant_model=draft, language="en", task="transcribe", max_new_tokens=8)
print(processor.batch_decode(tokens, skip_special_tokens=True))
