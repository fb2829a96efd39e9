# classes: 8 6
import numpy as np
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-large-v2")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v2")
draft = AutoModelForCausalLM.from_pretrained("distil-whisper/distil-large-v3")  # newest distil checkpoint

speech = np.random.default_rng(5).standard_normal(8000).astype(np.float32) * 0.01
feats = processor(speech, sampling_rate=16000, return_tensors="pt").input_features
print(processor.batch_decode(model.generate(feats, assistant_model=draft, max_new_tokens=8)))
