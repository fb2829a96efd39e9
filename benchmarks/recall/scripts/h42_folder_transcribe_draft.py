# classes: 9 6
"""Transcribe every .wav file of a folder with Whisper large-v3, drafting with distil-large-v3.

Follows the distil-whisper README's speculative-decoding recipe: the draft model is loaded with
AutoModelForCausalLM (the decoder only) and passed to generate as `assistant_model`.
"""
import tempfile
import wave
from pathlib import Path

import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor

MAIN_ID = "openai/whisper-large-v3"
DRAFT_ID = "distil-whisper/distil-large-v3"
SR = 16000


def write_wav(path: Path, samples: np.ndarray) -> None:
    pcm = (np.clip(samples, -1, 1) * 32767).astype(np.int16)
    with wave.open(str(path), "wb") as fh:
        fh.setnchannels(1)
        fh.setsampwidth(2)
        fh.setframerate(SR)
        fh.writeframes(pcm.tobytes())


def read_wav(path: Path) -> np.ndarray:
    with wave.open(str(path), "rb") as fh:
        raw = fh.readframes(fh.getnframes())
    return np.frombuffer(raw, dtype=np.int16).astype(np.float32) / 32767.0


def make_folder(root: Path) -> None:
    t = np.arange(int(0.3 * SR)) / SR
    write_wav(root / "silence.wav", np.zeros(int(0.2 * SR), dtype=np.float32))
    write_wav(root / "tone.wav", 0.3 * np.sin(2 * np.pi * 440 * t))


def main() -> None:
    processor = AutoProcessor.from_pretrained(MAIN_ID)
    model = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN_ID, torch_dtype=torch.float32, low_cpu_mem_usage=True)
    assistant_model = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32, low_cpu_mem_usage=True)
    model.eval()
    assistant_model.eval()

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        make_folder(root)
        for wav in sorted(root.glob("*.wav")):
            audio = read_wav(wav)
            inputs = processor(audio, sampling_rate=SR, return_tensors="pt")
            with torch.no_grad():
                ids = model.generate(
                    inputs.input_features,
                    assistant_model=assistant_model,
                    max_new_tokens=8,
                )
            text = processor.batch_decode(ids, skip_special_tokens=True)[0]
            print(f"{wav.name}: {text!r}")


if __name__ == "__main__":
    main()
