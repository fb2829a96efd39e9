# classes: 6 7
"""Pick the smallest distil-whisper as the draft of whisper-large-v2 to go faster."""
import numpy as np
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-large-v2")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v2")
draft = AutoModelForCausalLM.from_pretrained("distil-whisper/distil-small.en")

audio = np.random.default_rng(0).standard_normal(16000).astype(np.float32) * 0.01
inputs = processor(audio, sampling_rate=16000, return_tensors="pt")
ids = model.generate(inputs.input_features, assistant_model=draft, max_new_tokens=8)
print(processor.batch_decode(ids, skip_special_tokens=True))
