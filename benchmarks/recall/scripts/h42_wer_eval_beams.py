# classes: 2 6
"""Word error rate of several decoding settings on a tiny synthetic set.

Compares greedy, greedy with a distil-whisper draft, and beam search with the same draft.
"""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, WhisperForConditionalGeneration

SR = 16000
MAIN = "openai/whisper-large-v2"
DRAFT = "distil-whisper/distil-large-v2"


def wer(ref: str, hyp: str) -> float:
    r, h = ref.split(), hyp.split()
    d = np.zeros((len(r) + 1, len(h) + 1), dtype=np.int32)
    d[:, 0] = np.arange(len(r) + 1)
    d[0, :] = np.arange(len(h) + 1)
    for i in range(1, len(r) + 1):
        for j in range(1, len(h) + 1):
            cost = 0 if r[i - 1] == h[j - 1] else 1
            d[i, j] = min(d[i - 1, j] + 1, d[i, j - 1] + 1, d[i - 1, j - 1] + cost)
    return d[len(r), len(h)] / max(len(r), 1)


def dataset():
    t = np.arange(int(0.2 * SR)) / SR
    yield np.zeros(int(0.2 * SR), dtype=np.float32), ""
    yield (0.1 * np.sin(2 * np.pi * 330 * t)).astype(np.float32), "hello world"


processor = AutoProcessor.from_pretrained(MAIN)
model = WhisperForConditionalGeneration.from_pretrained(MAIN).eval()
draft = AutoModelForSpeechSeq2Seq.from_pretrained(DRAFT).eval()

SETTINGS = {
    "greedy": {},
    "greedy+draft": {"assistant_model": draft},
    "beam4+draft": {"assistant_model": draft, "num_beams": 4},
}

for name, kwargs in SETTINGS.items():
    scores = []
    for audio, ref in dataset():
        feats = processor(audio, sampling_rate=SR, return_tensors="pt").input_features
        with torch.no_grad():
            ids = model.generate(feats, max_new_tokens=8, **kwargs)
        hyp = processor.batch_decode(ids, skip_special_tokens=True)[0]
        scores.append(wer(ref, hyp))
    print(f"{name:>14}: WER {np.mean(scores):.3f}")
