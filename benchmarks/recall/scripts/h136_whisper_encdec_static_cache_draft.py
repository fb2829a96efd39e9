# classes: 5 8
"""Pre-allocated EncoderDecoderCache of two StaticCaches handed to a speculative Whisper generate."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, EncoderDecoderCache, StaticCache

processor = AutoProcessor.from_pretrained("openai/whisper-large-v2")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v2")
draft = AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-large-v2")

cache = EncoderDecoderCache(
    StaticCache(config=model.config, max_cache_len=64),
    StaticCache(config=model.config, max_cache_len=1500),
)
audio = (0.05 * np.random.default_rng(13).standard_normal(16000 * 2)).astype(np.float32)
feats = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
ids = model.generate(feats, assistant_model=draft, past_key_values=cache, max_new_tokens=8)
print(processor.batch_decode(ids, skip_special_tokens=True))
