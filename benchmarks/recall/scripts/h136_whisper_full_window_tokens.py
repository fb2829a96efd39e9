# classes: 8 6
"""Transcribe a clip with whisper-tiny, asking for the decoder's whole 448-token window as new tokens."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

CHECKPOINT = "openai/whisper-tiny"
MAX_TARGET = 448  # decoder positions in the Whisper config

processor = AutoProcessor.from_pretrained(CHECKPOINT)
model = AutoModelForSpeechSeq2Seq.from_pretrained(CHECKPOINT)

rng = np.random.default_rng(7)
clip = (0.05 * rng.standard_normal(16000 * 4)).astype(np.float32)
features = processor(clip, sampling_rate=16000, return_tensors="pt").input_features

ids = model.generate(features, max_new_tokens=MAX_TARGET, language="en", task="transcribe")
print(processor.batch_decode(ids, skip_special_tokens=True))
