# classes: 6
"""The distil-whisper speculative decoding recipe adapted to a smaller setup: whisper-medium.en as
the main model and distil-small.en (decoder loaded with AutoModelForCausalLM) as the assistant."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-medium.en")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-medium.en", torch_dtype=torch.float32)
assistant = AutoModelForCausalLM.from_pretrained("distil-whisper/distil-small.en", torch_dtype=torch.float32)

audio = np.zeros(16000, dtype=np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
ids = model.generate(features, assistant_model=assistant, max_new_tokens=8)
print(processor.batch_decode(ids, skip_special_tokens=True))
