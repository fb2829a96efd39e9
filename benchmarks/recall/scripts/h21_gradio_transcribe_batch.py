# classes: 7 9
"""Gradio speech demo: one tab transcribes a clip, another a batch of clips; distil-whisper drafts."""
import os

import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoProcessor, AutoModelForSpeechSeq2Seq

try:
    import gradio as gr
except ImportError:
    gr = None

MAIN_ID = "openai/whisper-large-v3"
DRAFT_ID = "distil-whisper/distil-large-v3"
SR = 16000

_models = {}


def models():
    if "main" not in _models:
        _models["processor"] = AutoProcessor.from_pretrained(MAIN_ID)
        _models["main"] = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN_ID, torch_dtype=torch.float32).eval()
        _models["draft"] = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32).eval()
    return _models["processor"], _models["main"], _models["draft"]


def _to_mono(clip):
    rate, data = clip
    data = np.asarray(data, dtype=np.float32)
    if data.ndim > 1:
        data = data.mean(axis=1)
    if rate != SR:
        idx = np.linspace(0, len(data) - 1, int(len(data) * SR / rate)).astype(int)
        data = data[idx]
    return data


def transcribe_many(clips, language="en"):
    processor, main, draft = models()
    audio = [_to_mono(c) for c in clips]
    feats = processor(audio, sampling_rate=SR, return_tensors="pt")
    with torch.no_grad():
        ids = main.generate(
            feats.input_features,
            assistant_model=draft,
            language=language,
            task="transcribe",
            max_new_tokens=8,
        )
    return processor.batch_decode(ids, skip_special_tokens=True)


def transcribe_one(clip):
    return transcribe_many([clip])[0]


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    clips = [(SR, rng.standard_normal(SR).astype(np.float32) * 0.02) for _ in range(3)]
    if gr is not None and os.environ.get("LAUNCH_UI"):
        gr.Interface(transcribe_one, gr.Audio(), "text").launch()
    else:
        print(transcribe_one(clips[0]))
        print(transcribe_many(clips))
