# classes: 9 6
"""Transcribe a folder of .npy clips with Whisper large-v3, drafting with a full distil-large-v3.

The draft keeps its own encoder (loaded with AutoModelForSpeechSeq2Seq), so it is an
encoder-decoder assistant of the same vocabulary as the main model.
"""
import tempfile
from pathlib import Path

import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

MAIN_ID = "openai/whisper-large-v3"
DRAFT_ID = "distil-whisper/distil-large-v3"
SR = 16000


def synth_clips(root: Path) -> list[Path]:
    t = np.arange(int(0.25 * SR)) / SR
    clips = {
        "zeros.npy": np.zeros(int(0.2 * SR), dtype=np.float32),
        "a440.npy": (0.2 * np.sin(2 * np.pi * 440 * t)).astype(np.float32),
        "a880.npy": (0.2 * np.sin(2 * np.pi * 880 * t)).astype(np.float32),
    }
    paths = []
    for name, data in clips.items():
        np.save(root / name, data)
        paths.append(root / name)
    return paths


def load_models():
    processor = AutoProcessor.from_pretrained(MAIN_ID)
    model = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
    draft = AutoModelForSpeechSeq2Seq.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
    return processor, model.eval(), draft.eval()


def main() -> None:
    processor, model, draft = load_models()
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        for path in synth_clips(Path(tmp)):
            audio = np.load(path)
            features = processor(audio, sampling_rate=SR, return_tensors="pt").input_features
            with torch.inference_mode():
                out = model.generate(features, assistant_model=draft, max_new_tokens=8)
            results[path.stem] = processor.batch_decode(out, skip_special_tokens=True)[0]
    for name, text in results.items():
        print(name, "->", text)


if __name__ == "__main__":
    main()
