# classes: 3 8
"""Transcription settings in a dataclass: the token budget defaults to the decoder's 448 positions."""
from dataclasses import dataclass

import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor


@dataclass
class DecodeSettings:
    checkpoint: str = "distil-whisper/distil-large-v3"
    max_new_tokens: int = 448
    num_beams: int = 1
    language: str = "en"


def transcribe(settings: DecodeSettings, audio: np.ndarray) -> str:
    processor = AutoProcessor.from_pretrained(settings.checkpoint)
    model = AutoModelForSpeechSeq2Seq.from_pretrained(settings.checkpoint)
    feats = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
    ids = model.generate(
        feats,
        max_new_tokens=settings.max_new_tokens,
        num_beams=settings.num_beams,
        language=settings.language,
    )
    return processor.batch_decode(ids, skip_special_tokens=True)[0]


if __name__ == "__main__":
    clip = (0.05 * np.random.default_rng(2).standard_normal(16000 * 3)).astype(np.float32)
    print(transcribe(DecodeSettings(), clip))
