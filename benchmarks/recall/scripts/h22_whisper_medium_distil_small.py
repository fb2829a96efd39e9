# classes: 6 8
"""Distil-whisper speculative decoding, with the teacher swapped for an English-only medium model."""
import numpy as np
import torch
from transformers import (
    AutoModelForCausalLM,
    AutoModelForSpeechSeq2Seq,
    AutoProcessor,
)

config = {
    "teacher": "openai/whisper-medium.en",
    "student": "distil-whisper/distil-small.en",
    "max_new_tokens": 8,
}

processor = AutoProcessor.from_pretrained(config["teacher"])
teacher = AutoModelForSpeechSeq2Seq.from_pretrained(config["teacher"], torch_dtype=torch.float32)
student = AutoModelForCausalLM.from_pretrained(config["student"], torch_dtype=torch.float32)

audio = np.zeros(16000, dtype=np.float32)
features = processor(audio, sampling_rate=16000, return_tensors="pt").input_features

tokens = teacher.generate(features, assistant_model=student, max_new_tokens=config["max_new_tokens"])
print(processor.batch_decode(tokens, skip_special_tokens=True))
