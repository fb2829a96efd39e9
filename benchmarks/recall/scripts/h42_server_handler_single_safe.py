# classes: 7 9
"""A transcription request handler that decodes the clips of a request one at a time.

Speculative decoding works on one sequence at a time, so each clip gets its own generate call.
"""
import base64
import json

import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor


class TranscriptionHandler:
    def __init__(self, model_dir: str = "openai/whisper-large-v3", draft_dir: str = "distil-whisper/distil-large-v3"):
        self.processor = AutoProcessor.from_pretrained(model_dir)
        self.model = AutoModelForSpeechSeq2Seq.from_pretrained(model_dir).eval()
        self.draft = AutoModelForSpeechSeq2Seq.from_pretrained(draft_dir).eval()

    def transcribe_one(self, audio: np.ndarray) -> str:
        feats = self.processor(audio, sampling_rate=16000, return_tensors="pt").input_features
        with torch.no_grad():
            ids = self.model.generate(feats, assistant_model=self.draft, max_new_tokens=8)
        return self.processor.batch_decode(ids, skip_special_tokens=True)[0]

    def handle(self, request: dict) -> str:
        clips = [np.frombuffer(base64.b64decode(c), dtype=np.float32) for c in request["clips"]]
        return json.dumps({"texts": [self.transcribe_one(c) for c in clips]})


def encode(audio: np.ndarray) -> str:
    return base64.b64encode(audio.astype(np.float32).tobytes()).decode()


if __name__ == "__main__":
    handler = TranscriptionHandler()
    t = np.arange(3200) / 16000
    request = {"clips": [encode(np.zeros(3200)), encode(0.1 * np.sin(2 * np.pi * 440 * t))]}
    print(handler.handle(request))
