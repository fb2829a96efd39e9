import numpy as np
import torch
from transformers import pipeline, AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, GenerationConfig
M = "openai/whisper-large-v3"; A = "distil-whisper/distil-large-v3"
audio = np.zeros(16000, dtype=np.float32)
asst = AutoModelForCausalLM.from_pretrained(A)
pipe = pipeline("automatic-speech-recognition", model=M, chunk_length_s=30, batch_size=4)
print(pipe(np.zeros(16000*70, dtype=np.float32), generate_kwargs={"assistant_model": asst, "num_beams": 1}))
# hflint-misses: 4.57.6 5.0.0 5.15.0 5.19.0 5.20.2 5.23.0 5.24.0  how many chunks a recording of unknown length makes (chunk_length_s with batch_size) is not known
