# classes: 2 6 8
"""Compare Whisper checkpoints on one clip, every model forced to English transcription."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

CHECKPOINTS = ["openai/whisper-tiny", "openai/whisper-small", "openai/whisper-small.en"]
clip = (0.05 * np.random.default_rng(9).standard_normal(16000 * 3)).astype(np.float32)

results = {}
for name in CHECKPOINTS:
    processor = AutoProcessor.from_pretrained(name)
    model = AutoModelForSpeechSeq2Seq.from_pretrained(name)
    feats = processor(clip, sampling_rate=16000, return_tensors="pt").input_features
    ids = model.generate(feats, language="en", task="transcribe", max_new_tokens=12)
    results[name] = processor.batch_decode(ids, skip_special_tokens=True)[0]
print(results)
