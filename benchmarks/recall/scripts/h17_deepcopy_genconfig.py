# classes: 7 5
"""A deep-copied GenerationConfig per use case, handed to generate(generation_config=...)."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer


class ConfigFactory:
    def __init__(self, model):
        self.base = model.generation_config

    def make(self, **changes):
        cfg = copy.deepcopy(self.base)
        for k, v in changes.items():
            setattr(cfg, k, v)
        return cfg


tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
assistant = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
factory = ConfigFactory(model)

compiled_cfg = factory.make(cache_implementation="static", max_new_tokens=8, do_sample=False)
draft_cfg = factory.make(max_new_tokens=8, do_sample=False)

enc = tok("<|user|>\nHi!</s>\n<|assistant|>\n", return_tensors="pt")
print(tok.decode(model.generate(**enc, generation_config=compiled_cfg)[0]))
print(tok.decode(model.generate(**enc, generation_config=compiled_cfg, assistant_model=assistant)[0]))
