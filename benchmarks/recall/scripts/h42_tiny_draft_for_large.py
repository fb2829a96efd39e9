# classes: 6 7
"""A cheap draft for Whisper large-v2: try whisper-tiny's decoder as the assistant.

The speculative decoder is wrapped in a small class, configured from a dict.
"""
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoProcessor, WhisperForConditionalGeneration

CONFIG = {
    "main": "openai/whisper-large-v2",
    "draft": "openai/whisper-tiny",
    "max_new_tokens": 8,
    "language": "en",
}


class SpeculativeTranscriber:
    def __init__(self, cfg: dict):
        self.cfg = cfg
        self.processor = AutoProcessor.from_pretrained(cfg["main"])
        self.model = WhisperForConditionalGeneration.from_pretrained(cfg["main"]).eval()
        self.draft = AutoModelForCausalLM.from_pretrained(cfg["draft"]).eval()

    def features(self, audio: np.ndarray) -> torch.Tensor:
        return self.processor(audio, sampling_rate=16000, return_tensors="pt").input_features

    @torch.no_grad()
    def __call__(self, audio: np.ndarray) -> str:
        ids = self.model.generate(
            self.features(audio),
            assistant_model=self.draft,
            language=self.cfg["language"],
            task="transcribe",
            max_new_tokens=self.cfg["max_new_tokens"],
        )
        return self.processor.batch_decode(ids, skip_special_tokens=True)[0]


if __name__ == "__main__":
    transcriber = SpeculativeTranscriber(CONFIG)
    print(transcriber(np.zeros(4800, dtype=np.float32)))
