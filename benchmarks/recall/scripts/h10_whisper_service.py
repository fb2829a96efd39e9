# classes: 6 8
"""Transcription service: Whisper with a distilled decoder as the draft."""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq, AutoProcessor


class Transcriber:
    MAIN = "openai/whisper-medium.en"
    DRAFT = "distil-whisper/distil-small.en"

    def __init__(self):
        self.processor = AutoProcessor.from_pretrained(self.MAIN)
        self.model = AutoModelForSpeechSeq2Seq.from_pretrained(self.MAIN).eval()
        # distil-whisper recommends loading the draft decoder-only
        self.draft = AutoModelForCausalLM.from_pretrained(self.DRAFT).eval()

    def __call__(self, audio, sr=16000):
        feats = self.processor(audio, sampling_rate=sr, return_tensors="pt").input_features
        with torch.inference_mode():
            ids = self.model.generate(feats, assistant_model=self.draft, max_new_tokens=5)
        return self.processor.batch_decode(ids, skip_special_tokens=True)[0]


if __name__ == "__main__":
    audio = np.zeros(16000, dtype=np.float32)
    print(repr(Transcriber()(audio)))
