# classes: 5 1
"""Whisper speculative decoding with distil-whisper, an explicit EncoderDecoderCache of dynamic caches."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, DynamicCache, EncoderDecoderCache

processor = AutoProcessor.from_pretrained("openai/whisper-large-v3")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v3")
assistant = AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-large-v3")
audio = np.zeros(16000, dtype=np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
cache = EncoderDecoderCache(DynamicCache(), DynamicCache())
ids = model.generate(features, past_key_values=cache, assistant_model=assistant, max_new_tokens=3)
print(processor.batch_decode(ids, skip_special_tokens=True))
