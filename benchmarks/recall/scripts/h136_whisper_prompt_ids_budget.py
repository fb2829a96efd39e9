# classes: 8
"""Whisper with a vocabulary prompt (prompt_ids) and a long max_new_tokens that the prompt pushes past 448."""
import numpy as np
from transformers import WhisperForConditionalGeneration, WhisperProcessor

processor = WhisperProcessor.from_pretrained("openai/whisper-small")
model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-small")

glossary = "Quick brown fox, lazy dog, garden, king and queen."
prompt_ids = processor.get_prompt_ids(glossary, return_tensors="pt")

audio = (0.05 * np.random.default_rng(3).standard_normal(16000 * 6)).astype(np.float32)
inputs = processor(audio, sampling_rate=16000, return_tensors="pt")
out = model.generate(inputs.input_features, prompt_ids=prompt_ids, max_new_tokens=420, language="en")
print(processor.batch_decode(out, skip_special_tokens=True)[0])
