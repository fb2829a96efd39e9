# classes: 7 8
"""Generators for the retrieval app. Each subclass declares its decoding defaults as a class attribute."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class BaseGenerator:
    defaults: dict = {"max_new_tokens": 8}

    def __init__(self, checkpoint):
        self.tokenizer = AutoTokenizer.from_pretrained(checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint)

    def __call__(self, text, **overrides):
        enc = self.tokenizer(text, return_tensors="pt")
        out = self.model.generate(**enc, **{**self.defaults, **overrides})
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


class QuotingGenerator(BaseGenerator):
    """Answers copy whole spans of the context, so n-gram lookup pays off; no KV cache to save memory."""

    defaults = {"max_new_tokens": 8, "prompt_lookup_num_tokens": 4, "use_cache": False}


gen = QuotingGenerator("HuggingFaceTB/SmolLM-135M")
print(gen("the king of the garden . the king of the"))
