# classes: 4 6 8
"""Cheap speculative ASR: whisper-small with the distilled large-v2 decoder as the draft."""
import numpy as np
from transformers import AutoModelForCausalLM, WhisperForConditionalGeneration, WhisperProcessor, pipeline

processor = WhisperProcessor.from_pretrained("openai/whisper-small")
model = WhisperForConditionalGeneration.from_pretrained("openai/whisper-small")
draft = AutoModelForCausalLM.from_pretrained("distil-whisper/distil-large-v2")

transcriber = pipeline(
    "automatic-speech-recognition",
    model=model,
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
    generate_kwargs={"assistant_model": draft, "num_beams": 1},
)
clip = np.sin(np.linspace(0, 200, 16000)).astype(np.float32) * 0.1
print(transcriber(clip, generate_kwargs={"max_new_tokens": 8}))
