# classes: 2 6
"""WER sweep over decoding settings; the draft model is only used with greedy search.

Beam search runs on its own, without the assistant.
"""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

SR = 16000
MAIN = "openai/whisper-medium.en"
DRAFT = "distil-whisper/distil-medium.en"


def edit_distance(a: list[str], b: list[str]) -> int:
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i]
        for j, y in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y)))
        prev = cur
    return prev[-1]


def corpus():
    t = np.arange(int(0.2 * SR)) / SR
    return [
        (np.zeros(3000, dtype=np.float32), ""),
        ((0.1 * np.sin(2 * np.pi * 200 * t)).astype(np.float32), "good morning"),
    ]


processor = AutoProcessor.from_pretrained(MAIN)
model = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN).eval()
draft = AutoModelForSpeechSeq2Seq.from_pretrained(DRAFT).eval()

sweeps = [
    ("greedy", dict(num_beams=1)),
    ("greedy+draft", dict(num_beams=1, assistant_model=draft)),
    ("beam3", dict(num_beams=3)),
]

for label, gen_kwargs in sweeps:
    errors, words = 0, 0
    for audio, reference in corpus():
        feats = processor(audio, sampling_rate=SR, return_tensors="pt").input_features
        with torch.no_grad():
            out = model.generate(feats, max_new_tokens=6, **gen_kwargs)
        hypothesis = processor.batch_decode(out, skip_special_tokens=True)[0]
        errors += edit_distance(reference.split(), hypothesis.split())
        words += max(len(reference.split()), 1)
    print(f"{label}: WER={errors / words:.3f}")
