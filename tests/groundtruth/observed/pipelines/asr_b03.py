import numpy as np
import torch
from transformers import pipeline, AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, GenerationConfig, WhisperForConditionalGeneration
M = "openai/whisper-large-v3"; A = "distil-whisper/distil-large-v3"
audio = np.zeros(16000, dtype=np.float32)
processor = AutoProcessor.from_pretrained(M); model = WhisperForConditionalGeneration.from_pretrained(M)
feats = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
print(model.generate(feats, prompt_lookup_num_tokens=2, num_beams=2, max_new_tokens=5))
