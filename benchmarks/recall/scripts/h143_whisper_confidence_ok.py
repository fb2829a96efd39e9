# classes: 8
"""Transcription confidence: Whisper's greedy transcript with per-token probabilities from
compute_transition_scores, low-confidence words flagged for review."""

import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-tiny")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-tiny")
clip = (0.05 * np.random.default_rng(3).standard_normal(16000 * 2)).astype(np.float32)
feats = processor(clip, sampling_rate=16000, return_tensors="pt").input_features

out = model.generate(feats, language="en", max_new_tokens=8, return_dict_in_generate=True, output_scores=True)
ts = model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True)
print(processor.batch_decode(out.sequences, skip_special_tokens=True), ts.exp().min().item())
