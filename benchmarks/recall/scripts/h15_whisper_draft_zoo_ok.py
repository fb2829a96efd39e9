# classes: 6 2
"""Speculative decoding for Whisper: which distil-whisper drafts fit which teacher?

Loads each (teacher, draft) pair as seq2seq models and transcribes one second of noise.
"""
import time

import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

PAIRS = {
    "large-v3": ("openai/whisper-large-v3", "distil-whisper/distil-large-v3"),
    "large-v2": ("openai/whisper-large-v2", "distil-whisper/distil-large-v2"),
}
SAMPLE_RATE = 16_000


def fake_audio(seconds=1.0, seed=0):
    rng = np.random.default_rng(seed)
    return (0.01 * rng.standard_normal(int(seconds * SAMPLE_RATE))).astype(np.float32)


def load_pair(teacher_id, draft_id):
    processor = AutoProcessor.from_pretrained(teacher_id)
    teacher = AutoModelForSpeechSeq2Seq.from_pretrained(teacher_id)
    draft = AutoModelForSpeechSeq2Seq.from_pretrained(draft_id)
    return processor, teacher, draft


@torch.inference_mode()
def transcribe(processor, teacher, draft, audio):
    features = processor(audio, sampling_rate=SAMPLE_RATE, return_tensors="pt").input_features
    return teacher.generate(features, assistant_model=draft, max_new_tokens=5)


def bench():
    audio = fake_audio()
    for name, (teacher_id, draft_id) in PAIRS.items():
        processor, teacher, draft = load_pair(teacher_id, draft_id)
        t0 = time.perf_counter()
        ids = transcribe(processor, teacher, draft, audio)
        print(name, f"{time.perf_counter() - t0:.3f}s", processor.batch_decode(ids, skip_special_tokens=True))


if __name__ == "__main__":
    bench()
