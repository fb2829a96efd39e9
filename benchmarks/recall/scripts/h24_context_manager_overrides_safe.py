# classes: 7 9
"""A context manager class temporarily sets sampling options; lookup decoding keeps the cache."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class TemporaryGeneration:
    def __init__(self, lm, **settings):
        self.cfg = lm.generation_config
        self.settings = settings
        self.saved = {}

    def __enter__(self):
        self.saved = {k: getattr(self.cfg, k, None) for k in self.settings}
        for k, v in self.settings.items():
            setattr(self.cfg, k, v)
        return self.cfg

    def __exit__(self, *exc):
        for k, v in self.saved.items():
            setattr(self.cfg, k, v)
        return False


tokenizer = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
code = "for i in range(10):\n    total += values[i]\n    print(total)\nfor i in range(10):\n    total += values[i]\n"
enc = tokenizer(code, return_tensors="pt")

with TemporaryGeneration(model, use_cache=True, max_new_tokens=10, do_sample=False):
    edited = model.generate(**enc, prompt_lookup_num_tokens=6)
print(tokenizer.decode(edited[0], skip_special_tokens=True))
