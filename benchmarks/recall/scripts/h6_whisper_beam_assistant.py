"""Whisper-small transcription with beam search and a distil-small.en draft via model.generate."""
# classes: 9

import numpy as np
import torch
from transformers import AutoProcessor, WhisperForConditionalGeneration

processor = AutoProcessor.from_pretrained("openai/whisper-small.en")
model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-small.en")
assistant = WhisperForConditionalGeneration.from_pretrained("distil-whisper/distil-small.en")

audio = np.zeros(16000, dtype=np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features

with torch.no_grad():
    ids = model.generate(features, assistant_model=assistant, num_beams=2, max_new_tokens=4)
print(processor.batch_decode(ids, skip_special_tokens=True))
