# classes: 7 3
"""Speculative decoding service: the main and draft models load lazily on first use."""
from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class ServiceSettings:
    main_checkpoint: str = "HuggingFaceTB/SmolLM2-360M-Instruct"
    draft_checkpoint: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    max_new_tokens: int = 8
    # memory is tight on the inference box, so the KV cache is off by default
    use_cache: bool = False
    device: str = "cpu"


class SpeculativeService:
    def __init__(self, settings: ServiceSettings):
        self.settings = settings
        self._model = None
        self._draft = None
        self._tokenizer = None

    @property
    def tokenizer(self):
        if self._tokenizer is None:
            self._tokenizer = AutoTokenizer.from_pretrained(self.settings.main_checkpoint)
        return self._tokenizer

    @property
    def model(self):
        if self._model is None:
            self._model = AutoModelForCausalLM.from_pretrained(self.settings.main_checkpoint).eval().to(self.settings.device)
        return self._model

    @property
    def draft(self):
        if self._draft is None:
            self._draft = AutoModelForCausalLM.from_pretrained(self.settings.draft_checkpoint).eval().to(self.settings.device)
        return self._draft

    def complete(self, prompt: str) -> str:
        inputs = self.tokenizer(prompt, return_tensors="pt").to(self.settings.device)
        with torch.inference_mode():
            out = self.model.generate(
                **inputs,
                assistant_model=self.draft,
                max_new_tokens=self.settings.max_new_tokens,
                use_cache=self.settings.use_cache,
            )
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    service = SpeculativeService(ServiceSettings())
    print(service.complete("The capital of France is"))
