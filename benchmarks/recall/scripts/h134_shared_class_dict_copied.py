# classes: 7 8
"""Two engines with a class-level DEFAULTS dict; the low-memory engine copies it into an instance
attribute before changing it, so the speculative engine keeps the cache on."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Engine:
    DEFAULTS = {"max_new_tokens": 5}

    def __init__(self, model, tok):
        self.model, self.tok = model, tok
        self.defaults = dict(self.DEFAULTS)

    def run(self, prompt, **extra):
        enc = self.tok(prompt, return_tensors="pt")
        return self.model.generate(**enc, **self.defaults, **extra)


class LowMemoryEngine(Engine):
    def __init__(self, model, tok):
        super().__init__(model, tok)
        self.defaults.update(use_cache=False)


class SpeculativeEngine(Engine):
    def __init__(self, model, tok, draft):
        super().__init__(model, tok)
        self.draft = draft

    def run(self, prompt, **extra):
        return super().run(prompt, assistant_model=self.draft, **extra)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")
    print(LowMemoryEngine(model, tok).run("hello world").shape)
    print(SpeculativeEngine(model, tok, draft).run("hello world").shape)
