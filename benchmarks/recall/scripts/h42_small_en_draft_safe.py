# classes: 6 7
"""English-only speculative transcription: whisper-small.en drafted by distil-small.en.

The draft is loaded as a full speech seq2seq model (its own encoder), wrapped in a class.
"""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor

CONFIG = {
    "main": "openai/whisper-small.en",
    "draft": "distil-whisper/distil-small.en",
    "max_new_tokens": 8,
}


class SpeculativeTranscriber:
    def __init__(self, cfg: dict):
        self.cfg = cfg
        self.processor = AutoProcessor.from_pretrained(cfg["main"])
        self.model = AutoModelForSpeechSeq2Seq.from_pretrained(cfg["main"]).eval()
        self.draft = AutoModelForSpeechSeq2Seq.from_pretrained(cfg["draft"]).eval()

    @torch.no_grad()
    def __call__(self, audio: np.ndarray) -> str:
        feats = self.processor(audio, sampling_rate=16000, return_tensors="pt").input_features
        ids = self.model.generate(feats, assistant_model=self.draft, max_new_tokens=self.cfg["max_new_tokens"])
        return self.processor.batch_decode(ids, skip_special_tokens=True)[0]


if __name__ == "__main__":
    transcriber = SpeculativeTranscriber(CONFIG)
    tone = 0.2 * np.sin(2 * np.pi * 220 * np.arange(3200) / 16000)
    print(transcriber(tone.astype(np.float32)))
