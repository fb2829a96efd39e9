# classes: 6 8
"""Distil-whisper's recipe: the distil-large-v3 decoder loaded with AutoModelForCausalLM as the draft of large-v3."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor

dtype = torch.float32
processor = AutoProcessor.from_pretrained("openai/whisper-large-v3")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v3", torch_dtype=dtype, low_cpu_mem_usage=True)
assistant_model = AutoModelForCausalLM.from_pretrained("distil-whisper/distil-large-v3", torch_dtype=dtype)

audio = (0.05 * np.random.default_rng(6).standard_normal(16000 * 3)).astype(np.float32)
inputs = processor(audio, sampling_rate=16000, return_tensors="pt")
ids = model.generate(**inputs, assistant_model=assistant_model, max_new_tokens=10)
print(processor.batch_decode(ids, skip_special_tokens=True)[0])
