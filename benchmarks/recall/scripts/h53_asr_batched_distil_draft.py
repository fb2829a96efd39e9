# classes: 4
"""Transcribe a folder of clips with whisper-small and distil-small.en as the draft, batched for speed."""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, WhisperForCausalLM, pipeline

MAIN = "openai/whisper-small.en"
DRAFT = "distil-whisper/distil-small.en"


def load_clips(n=3, seconds=2, sr=16000):
    rng = np.random.default_rng(0)
    return [{"raw": (rng.standard_normal(sr * seconds) * 0.01).astype(np.float32), "sampling_rate": sr} for _ in range(n)]


processor = AutoProcessor.from_pretrained(MAIN)
model = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN, torch_dtype=torch.float32)
draft = WhisperForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

asr = pipeline(
    "automatic-speech-recognition",
    model=model,
    tokenizer=processor.tokenizer,
    feature_extractor=processor.feature_extractor,
    generate_kwargs={"assistant_model": draft, "max_new_tokens": 6},
    batch_size=2,
    device="cpu",
)

for out in asr(load_clips()):
    print(out["text"])
