# classes: 8 6
"""English-only Whisper with the distilled small.en decoder as the draft (same vocabulary)."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoProcessor, WhisperForConditionalGeneration

processor = AutoProcessor.from_pretrained("openai/whisper-medium.en")
model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-medium.en")
assistant = AutoModelForCausalLM.from_pretrained("distil-whisper/distil-small.en")

audio = np.random.default_rng(3).standard_normal(16000).astype(np.float32) * 0.02
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
with torch.no_grad():
    ids = model.generate(features, assistant_model=assistant, max_new_tokens=8)
print(processor.batch_decode(ids, skip_special_tokens=True))
