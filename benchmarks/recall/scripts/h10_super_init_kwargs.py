# classes: 7
"""Generator classes pass their options up through super().__init__(**kw)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class Generator:
    def __init__(self, checkpoint, max_new_tokens=16, use_cache=True, **extra):
        self.tokenizer = AutoTokenizer.from_pretrained(checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint).eval()
        self.gen_kwargs = {"max_new_tokens": max_new_tokens, "use_cache": use_cache, **extra}

    def __call__(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        with torch.no_grad():
            ids = self.model.generate(**enc, **self.gen_kwargs)
        return self.tokenizer.decode(ids[0], skip_special_tokens=True)


class LowMemoryGenerator(Generator):
    def __init__(self, checkpoint, **kw):
        kw.setdefault("use_cache", False)
        super().__init__(checkpoint, **kw)


class DraftedLowMemoryGenerator(LowMemoryGenerator):
    def __init__(self, checkpoint, draft_checkpoint, **kw):
        draft = AutoModelForCausalLM.from_pretrained(draft_checkpoint).eval()
        super().__init__(checkpoint, assistant_model=draft, **kw)


if __name__ == "__main__":
    gen = DraftedLowMemoryGenerator(
        "facebook/opt-350m", "facebook/opt-125m", max_new_tokens=5
    )
    print(gen("The meaning of life is"))
