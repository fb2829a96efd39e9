# classes: 7 8
"""Two engines share a class-level DEFAULTS dict. The low-memory engine "configures itself" by
updating self.DEFAULTS in place, which mutates the class attribute; the speculative engine
built afterwards inherits use_cache=False with its draft model."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Engine:
    DEFAULTS = {"max_new_tokens": 5}

    def __init__(self, model, tok):
        self.model, self.tok = model, tok

    def kwargs(self):
        return self.DEFAULTS

    def run(self, prompt, **extra):
        enc = self.tok(prompt, return_tensors="pt")
        return self.model.generate(**enc, **self.kwargs(), **extra)


class LowMemoryEngine(Engine):
    def __init__(self, model, tok):
        super().__init__(model, tok)
        self.DEFAULTS.update(use_cache=False)


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
