# classes: 8 6
"""The documented pair: whisper-large-v3 with distil-large-v3 as the assistant."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-large-v3")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v3", torch_dtype=torch.float32)
assistant_model = AutoModelForCausalLM.from_pretrained("distil-whisper/distil-large-v3", torch_dtype=torch.float32)

waveform = np.zeros(16000 * 3, dtype=np.float32)
inputs = processor(waveform, sampling_rate=16000, return_tensors="pt")
generated = model.generate(inputs.input_features, assistant_model=assistant_model, language="en", max_new_tokens=8)
print(processor.batch_decode(generated, skip_special_tokens=True)[0])
