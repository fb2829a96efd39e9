# classes: 7 2
"""Decoders register themselves through __init_subclass__; the benchmark runs every one."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Decoder:
    registry = {}
    name = None

    def __init_subclass__(cls, key=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if key is not None:
            Decoder.registry[key] = cls
            cls.name = key

    def __init__(self, model, draft):
        self.model, self.draft = model, draft

    def kwargs(self):
        return {"max_new_tokens": 6}

    def __call__(self, enc):
        return self.model.generate(**enc, **self.kwargs())


class Greedy(Decoder, key="greedy"):
    pass


class Lookup(Decoder, key="lookup"):
    def kwargs(self):
        return {**super().kwargs(), "prompt_lookup_num_tokens": 3}


class Speculative(Decoder, key="speculative"):
    def kwargs(self):
        return {**super().kwargs(), "assistant_model": self.draft, "use_cache": False}


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("import numpy as np\nimport numpy as", return_tensors="pt")
for key, cls in Decoder.registry.items():
    print(key, tok.decode(cls(model, draft)(enc)[0]))
