# classes: 4 8 6
"""Batch transcription job for English calls: whisper medium.en with distil-small.en drafting tokens."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

MAIN = "openai/whisper-medium.en"
DRAFT = "distil-whisper/distil-small.en"

processor = AutoProcessor.from_pretrained(MAIN)
model = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

asr = pipeline(
    "automatic-speech-recognition",
    model=model,
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
)
audio = {"raw": np.zeros(16000 * 2, dtype=np.float32), "sampling_rate": 16000}
print(asr(audio, generate_kwargs={"assistant_model": draft, "max_new_tokens": 8})["text"])
