# classes: 8
"""Batched multilingual transcription: three clips, a language per clip, one language forgotten in the list."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-small")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-small")

rng = np.random.default_rng(40)
clips = [(0.05 * rng.standard_normal(16000 * s)).astype(np.float32) for s in (2, 3, 4)]
languages = ["en", "de"]
features = processor(clips, sampling_rate=16000, return_tensors="pt").input_features
ids = model.generate(features, language=languages, task="transcribe", max_new_tokens=8)
print(processor.batch_decode(ids, skip_special_tokens=True))
