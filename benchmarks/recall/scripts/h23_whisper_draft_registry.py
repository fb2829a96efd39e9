# classes: 6 8
"""Distil-Whisper speculative decoding: each teacher with its distilled decoder as draft."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor

WHISPER_PAIRS = [
    ("openai/whisper-medium.en", "distil-whisper/distil-small.en"),
    ("openai/whisper-large-v3", "distil-whisper/distil-large-v3"),
]

SAMPLE_RATE = 16_000


def fake_audio(seconds=1.0, seed=0):
    rng = np.random.default_rng(seed)
    return (0.01 * rng.standard_normal(int(SAMPLE_RATE * seconds))).astype(np.float32)


def transcribe(teacher_id, draft_id, audio):
    processor = AutoProcessor.from_pretrained(teacher_id)
    teacher = AutoModelForSpeechSeq2Seq.from_pretrained(teacher_id, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(draft_id, torch_dtype=torch.float32)
    features = processor(audio, sampling_rate=SAMPLE_RATE, return_tensors="pt").input_features
    ids = teacher.generate(features, assistant_model=draft, max_new_tokens=5)
    return processor.batch_decode(ids, skip_special_tokens=True)[0]


if __name__ == "__main__":
    audio = fake_audio()
    for teacher_id, draft_id in WHISPER_PAIRS:
        print(teacher_id, "<-", draft_id, ":", transcribe(teacher_id, draft_id, audio))
