# classes: 6 8
# whisper-large-v3-turbo: the static cache for the compiled path, prompt lookup only on the
# default cache.
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

MODEL = "openai/whisper-large-v3-turbo"
processor = AutoProcessor.from_pretrained(MODEL)
model = AutoModelForSpeechSeq2Seq.from_pretrained(MODEL).eval()

audio = np.zeros(16000, dtype=np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
with torch.no_grad():
    print(model.generate(features, cache_implementation="static", max_new_tokens=3).shape)
    print(model.generate(features, prompt_lookup_num_tokens=2, max_new_tokens=3).shape)
