# classes: 6 8
"""Speculative decoding: whisper-large-v3 main with the distil-large-v2 draft (trained on v2's 80-bin features)."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-large-v3")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v3")
draft = AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-large-v2")

audio = (0.05 * np.random.default_rng(12).standard_normal(16000 * 2)).astype(np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
ids = model.generate(features, assistant_model=draft, max_new_tokens=8)
print(processor.batch_decode(ids, skip_special_tokens=True))
