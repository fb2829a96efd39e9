# classes: 6 8
# Whisper large-v3 with distil-large-v3 as the assistant; static cache set once on the model
# for torch.compile friendliness.
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

proc = AutoProcessor.from_pretrained("openai/whisper-large-v3")
main = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v3")
assistant = AutoModelForSpeechSeq2Seq.from_pretrained("distil-whisper/distil-large-v3")
main.generation_config.cache_implementation = "static"

wave = np.random.default_rng(0).standard_normal(16000).astype(np.float32) * 0.01
feats = proc(wave, sampling_rate=16000, return_tensors="pt").input_features
with torch.inference_mode():
    tokens = main.generate(feats, assistant_model=assistant, max_new_tokens=3)
print(proc.batch_decode(tokens, skip_special_tokens=True))
