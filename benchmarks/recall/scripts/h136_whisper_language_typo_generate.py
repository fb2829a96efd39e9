# classes: 8
"""German dictation: Whisper told the language by a misspelt name ("germen") at generate."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-medium")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-medium")

t = np.arange(16000 * 3) / 16000
dictation = (0.2 * np.sin(2 * np.pi * 220 * t) * np.exp(-t)).astype(np.float32)
features = processor(dictation, sampling_rate=16000, return_tensors="pt").input_features

tokens = model.generate(features, language="germen", task="transcribe", max_new_tokens=20)
print(processor.batch_decode(tokens, skip_special_tokens=True)[0])
