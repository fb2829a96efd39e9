# classes: 8 7
"""A transcriber class that sets language and task on the model's generation config once, from a settings dict."""
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor


class Transcriber:
    def __init__(self, checkpoint: str, language: str, task: str = "transcribe"):
        self.processor = AutoProcessor.from_pretrained(checkpoint)
        self.model = AutoModelForSpeechSeq2Seq.from_pretrained(checkpoint)
        self.model.generation_config.language = language
        self.model.generation_config.task = task

    def __call__(self, audio: np.ndarray) -> str:
        feats = self.processor(audio, sampling_rate=16000, return_tensors="pt").input_features
        ids = self.model.generate(feats, max_new_tokens=12)
        return self.processor.batch_decode(ids, skip_special_tokens=True)[0]


SETTINGS = {"checkpoint": "openai/whisper-small", "language": "french"}
transcriber = Transcriber(**SETTINGS)
print(transcriber((0.05 * np.random.default_rng(15).standard_normal(16000 * 2)).astype(np.float32)))
