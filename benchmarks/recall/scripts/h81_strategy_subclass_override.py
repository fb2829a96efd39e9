# classes: 7 2
"""Strategy objects with build_kwargs(); each subclass overrides one setting. The
memory-saving variant of prompt lookup turns the KV cache off."""

from transformers import AutoModelForCausalLM, AutoTokenizer


class Strategy:
    max_new_tokens = 8
    extra: dict = {}

    def build_kwargs(self):
        kw = {"max_new_tokens": self.max_new_tokens}
        kw.update(self.extra)
        return kw


class PromptLookup(Strategy):
    extra = {"prompt_lookup_num_tokens": 3}


class LowMemoryPromptLookup(PromptLookup):
    def build_kwargs(self):
        kw = super().build_kwargs()
        kw["use_cache"] = False
        return kw


tok = AutoTokenizer.from_pretrained("JackFram/llama-68m")
model = AutoModelForCausalLM.from_pretrained("JackFram/llama-68m")
enc = tok("the dog and the cat and the dog and the", return_tensors="pt")

for strategy in (Strategy(), PromptLookup(), LowMemoryPromptLookup()):
    out = model.generate(**enc, **strategy.build_kwargs())
    print(type(strategy).__name__, out.shape[-1])
