# classes: 6 8
"""Whisper fine-tuning blog (Nov 2022) set-up: model.config.forced_decoder_ids = None and
suppress_tokens = [], then a quick generate on one clip before training."""
import numpy as np
from transformers import WhisperForConditionalGeneration, WhisperProcessor

processor = WhisperProcessor.from_pretrained("openai/whisper-tiny", language="english", task="transcribe")
model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-tiny")
model.config.forced_decoder_ids = None
model.config.suppress_tokens = []
audio = np.zeros(16000, dtype=np.float32)
feats = processor.feature_extractor(audio, sampling_rate=16000, return_tensors="pt").input_features
pred = model.generate(feats, max_new_tokens=8)
print(processor.tokenizer.batch_decode(pred, skip_special_tokens=True))
