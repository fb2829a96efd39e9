# classes: 6 8
"""Meeting notes with distil-small.en: an English-only checkpoint, generate without task or language."""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

model_id = "distil-whisper/distil-small.en"
processor = AutoProcessor.from_pretrained(model_id)
model = AutoModelForSpeechSeq2Seq.from_pretrained(model_id, torch_dtype=torch.float32)

audio = (0.03 * np.random.default_rng(5).standard_normal(16000 * 10)).astype(np.float32)
inputs = processor(audio, sampling_rate=16000, return_tensors="pt")
generated = model.generate(inputs.input_features, max_new_tokens=24)
print(processor.batch_decode(generated, skip_special_tokens=True)[0])
