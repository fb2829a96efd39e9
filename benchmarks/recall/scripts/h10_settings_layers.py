# classes: 7 5
"""Settings object handed down app -> engine -> decoder."""
from dataclasses import dataclass, field

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class DecodeSettings:
    max_new_tokens: int = 8
    prompt_lookup_num_tokens: int = 3
    cache_implementation: str = "static"


@dataclass
class AppSettings:
    checkpoint: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    decode: DecodeSettings = field(default_factory=DecodeSettings)


class Decoder:
    def __init__(self, model, settings: DecodeSettings):
        self.model = model
        self.settings = settings

    def __call__(self, input_ids):
        s = self.settings
        return self.model.generate(
            input_ids,
            max_new_tokens=s.max_new_tokens,
            prompt_lookup_num_tokens=s.prompt_lookup_num_tokens,
            cache_implementation=s.cache_implementation,
        )


class Engine:
    def __init__(self, settings: AppSettings):
        self.tokenizer = AutoTokenizer.from_pretrained(settings.checkpoint)
        model = AutoModelForCausalLM.from_pretrained(settings.checkpoint).eval()
        self.decoder = Decoder(model, settings.decode)

    def summarize(self, document):
        ids = self.tokenizer(f"Summarize: {document}\nSummary:", return_tensors="pt").input_ids
        with torch.inference_mode():
            out = self.decoder(ids)
        return self.tokenizer.decode(out[0, ids.shape[1]:])


class App:
    def __init__(self, settings=None):
        self.settings = settings or AppSettings()
        self.engine = Engine(self.settings)


if __name__ == "__main__":
    app = App()
    doc = "The cache stores keys and values. The cache stores keys and values for reuse."
    print(app.engine.summarize(doc))
