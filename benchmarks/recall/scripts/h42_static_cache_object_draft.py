# classes: 5 6
"""Pre-allocate Whisper's decoder caches (self- and cross-attention) and draft with distil-whisper.

Allocating the cache once up front avoids re-allocations between requests.
"""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, EncoderDecoderCache, StaticCache

MAIN = "openai/whisper-large-v3"
DRAFT = "distil-whisper/distil-large-v3"

processor = AutoProcessor.from_pretrained(MAIN)
model = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN).eval()
draft = AutoModelForSpeechSeq2Seq.from_pretrained(DRAFT).eval()

audio = np.zeros(8000, dtype=np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features

text_config = model.config
self_attn = StaticCache(config=text_config, max_cache_len=32)
cross_attn = StaticCache(config=text_config, max_cache_len=1500)
cache = EncoderDecoderCache(self_attn, cross_attn)

with torch.no_grad():
    ids = model.generate(features, past_key_values=cache, assistant_model=draft, max_new_tokens=8)
print(processor.batch_decode(ids, skip_special_tokens=True))
