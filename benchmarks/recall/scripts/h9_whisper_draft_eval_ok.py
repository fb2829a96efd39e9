# classes: 4 6
"""Speculative ASR eval on synthetic audio: medium.en with a distilled draft."""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

MAIN = "openai/whisper-medium.en"
DRAFT = "distil-whisper/distil-medium.en"

processor = AutoProcessor.from_pretrained(MAIN)
model = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForSpeechSeq2Seq.from_pretrained(DRAFT, torch_dtype=torch.float32)

rng = np.random.default_rng(0)
clips = [rng.standard_normal(16000).astype(np.float32) * 0.01 for _ in range(2)]
for idx, audio in enumerate(clips):
    feats = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
    ids = model.generate(feats, assistant_model=draft, max_new_tokens=4)
    print(idx, processor.batch_decode(ids, skip_special_tokens=True))
