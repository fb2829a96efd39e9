# classes: 7 8
"""An engine dispatches on a mode string to a method named after it
(getattr(self, f"_kwargs_{mode}")); the "speculative" method pairs the draft with a static
cache."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Engine:
    def __init__(self, model_id, draft_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)

    def _kwargs_greedy(self):
        return {"max_new_tokens": 5}

    def _kwargs_speculative(self):
        return {"max_new_tokens": 5, "assistant_model": self.draft, "cache_implementation": "static"}

    def generate(self, text, mode="greedy"):
        kwargs = getattr(self, f"_kwargs_{mode}")()
        enc = self.tok(text, return_tensors="pt")
        return self.model.generate(**enc, **kwargs)


if __name__ == "__main__":
    engine = Engine("Qwen/Qwen3-1.7B", "Qwen/Qwen3-0.6B")
    print(engine.generate("hello world", mode="speculative").shape)
