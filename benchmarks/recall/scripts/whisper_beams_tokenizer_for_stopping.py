# classes: 8 6
"""Transcribe with beam search for accuracy; the draft model and the tokenizer (for stop strings)
are passed along from the speculative-decoding recipe."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoProcessor, WhisperForConditionalGeneration

MODEL_ID = "openai/whisper-large-v3"
DRAFT_ID = "distil-whisper/distil-large-v3"

processor = AutoProcessor.from_pretrained(MODEL_ID)
model = WhisperForConditionalGeneration.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)

audio = np.sin(2 * np.pi * 220 * np.arange(16000) / 16000).astype(np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features

generate_kwargs = {
    "assistant_model": draft,
    "tokenizer": processor.tokenizer,
    "num_beams": 3,
    "max_new_tokens": 8,
}
ids = model.generate(features, **generate_kwargs)
print(processor.batch_decode(ids, skip_special_tokens=True))
