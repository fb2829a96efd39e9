# classes: 6 8
# whisper-large-v3-turbo compiled with a static cache; prompt lookup added to speed up long
# repetitive transcripts.
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

MODEL = "openai/whisper-large-v3-turbo"
processor = AutoProcessor.from_pretrained(MODEL)
model = AutoModelForSpeechSeq2Seq.from_pretrained(MODEL).eval()
model.generation_config.cache_implementation = "static"

audio = np.zeros(16000, dtype=np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
with torch.no_grad():
    ids = model.generate(features, prompt_lookup_num_tokens=2, max_new_tokens=3)
print(processor.batch_decode(ids, skip_special_tokens=True))
