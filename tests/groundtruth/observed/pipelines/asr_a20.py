import numpy as np
import torch
from transformers import pipeline, AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, GenerationConfig
M = "openai/whisper-large-v3"; A = "distil-whisper/distil-large-v3"
audio = np.zeros(16000, dtype=np.float32)
pipe = pipeline("automatic-speech-recognition", model=M)
print(pipe(audio, generate_kwargs={"prompt_lookup_num_tokens": 3, "num_beams": 1}))
