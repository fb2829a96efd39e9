# classes: 6 7
"""Whisper large-v2 with the full distil-large-v2 (encoder-decoder) as assistant."""
import numpy as np
from transformers import AutoProcessor, WhisperForConditionalGeneration

processor = AutoProcessor.from_pretrained("openai/whisper-large-v2")
model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-large-v2")
assistant = WhisperForConditionalGeneration.from_pretrained("distil-whisper/distil-large-v2")

audio = np.random.default_rng(0).standard_normal(16000).astype(np.float32) * 0.01
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
ids = model.generate(features, assistant_model=assistant, max_new_tokens=8)
print(processor.batch_decode(ids, skip_special_tokens=True))
