# classes: 2 8
"""Evaluate one Whisper checkpoint on clips of several languages named in a dataset card (one is not Whisper's)."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

LANGUAGES = ["english", "german", "french", "swiss german"]

processor = AutoProcessor.from_pretrained("openai/whisper-large-v2")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v2")

for i, lang in enumerate(LANGUAGES):
    clip = (0.05 * np.random.default_rng(i).standard_normal(16000 * 2)).astype(np.float32)
    feats = processor(clip, sampling_rate=16000, return_tensors="pt").input_features
    pred = model.generate(feats, language=lang, task="transcribe", max_new_tokens=10)
    print(lang, processor.batch_decode(pred, skip_special_tokens=True)[0])
