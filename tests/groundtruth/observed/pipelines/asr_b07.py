import numpy as np
import torch
from transformers import pipeline, AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, GenerationConfig, WhisperForConditionalGeneration
M = "openai/whisper-large-v3"; A = "distil-whisper/distil-large-v3"
audio = np.zeros(16000, dtype=np.float32)
asst = AutoModelForCausalLM.from_pretrained(A)
model = AutoModelForSpeechSeq2Seq.from_pretrained(M)
model.generation_config.num_beams = 1
processor = AutoProcessor.from_pretrained(M)
pipe = pipeline("automatic-speech-recognition", model=model, tokenizer=processor.tokenizer, feature_extractor=processor.feature_extractor)
print(pipe(audio, generate_kwargs={"assistant_model": asst}))
