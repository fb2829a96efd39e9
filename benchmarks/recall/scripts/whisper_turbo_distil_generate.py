# classes: 8 6
import numpy as np
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor

processor = AutoProcessor.from_pretrained("openai/whisper-large-v3-turbo")
model = AutoModelForSpeechSeq2Seq.from_pretrained("openai/whisper-large-v3-turbo")
assistant = AutoModelForCausalLM.from_pretrained("distil-whisper/distil-large-v3")

audio = np.random.default_rng(11).standard_normal(16000).astype(np.float32) * 0.02
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
ids = model.generate(features, assistant_model=assistant, max_new_tokens=8, num_beams=1)
print(processor.batch_decode(ids, skip_special_tokens=True))
