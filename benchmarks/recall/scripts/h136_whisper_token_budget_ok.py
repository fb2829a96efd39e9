# classes: 8 6
"""Transcribe with whisper-tiny, leaving room for the four start tokens inside the 448-token window."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

CHECKPOINT = "openai/whisper-tiny"
MAX_TARGET = 448
START_TOKENS = 4  # <|startoftranscript|> <|en|> <|transcribe|> <|notimestamps|>

processor = AutoProcessor.from_pretrained(CHECKPOINT)
model = AutoModelForSpeechSeq2Seq.from_pretrained(CHECKPOINT)

rng = np.random.default_rng(7)
clip = (0.05 * rng.standard_normal(16000 * 4)).astype(np.float32)
features = processor(clip, sampling_rate=16000, return_tensors="pt").input_features

ids = model.generate(features, max_new_tokens=MAX_TARGET - START_TOKENS, language="en", task="transcribe")
print(processor.batch_decode(ids, skip_special_tokens=True))
