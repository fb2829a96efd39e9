# classes: 6 8
"""The late-2022 Whisper model card: forced_decoder_ids from the processor's
get_decoder_prompt_ids, passed to generate for French transcription."""
import numpy as np
from transformers import WhisperForConditionalGeneration, WhisperProcessor

processor = WhisperProcessor.from_pretrained("openai/whisper-small")
model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-small")
audio = np.random.default_rng(0).standard_normal(16000).astype(np.float32) * 0.01
input_features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
forced_decoder_ids = processor.get_decoder_prompt_ids(language="french", task="transcribe")
predicted_ids = model.generate(input_features, forced_decoder_ids=forced_decoder_ids, max_new_tokens=10)
print(processor.batch_decode(predicted_ids, skip_special_tokens=True))
