import numpy as np
import torch
from transformers import pipeline, AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, GenerationConfig, WhisperForConditionalGeneration
M = "openai/whisper-large-v3"; A = "distil-whisper/distil-large-v3"
audio = np.zeros(16000, dtype=np.float32)
asst = AutoModelForCausalLM.from_pretrained(A)
pipe = pipeline("automatic-speech-recognition", model=M)
print(pipe(audio, use_cache=False, generate_kwargs={"assistant_model": asst, "num_beams": 1}))
