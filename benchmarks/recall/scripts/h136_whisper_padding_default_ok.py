# classes: 8
"""Short voice command padded to Whisper's 30-second window by the feature extractor's default, then decoded."""
import numpy as np
from transformers import WhisperForConditionalGeneration, WhisperProcessor

processor = WhisperProcessor.from_pretrained("openai/whisper-small")
model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-small")

command = (0.1 * np.sin(2 * np.pi * 500 * np.arange(int(16000 * 1.5)) / 16000)).astype(np.float32)
batch = processor(command, sampling_rate=16000, return_tensors="pt")
ids = model.generate(batch.input_features, max_new_tokens=6)
print(processor.batch_decode(ids, skip_special_tokens=True))
