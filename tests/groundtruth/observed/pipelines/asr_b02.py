import numpy as np
import torch
from transformers import pipeline, AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, GenerationConfig, WhisperForConditionalGeneration
M = "openai/whisper-large-v3"; A = "distil-whisper/distil-large-v3"
audio = np.zeros(16000, dtype=np.float32)
processor = AutoProcessor.from_pretrained(M); model = WhisperForConditionalGeneration.from_pretrained(M); asst = AutoModelForCausalLM.from_pretrained(A)
feats = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
print(model.generate(feats, assistant_model=asst, max_new_tokens=5))
