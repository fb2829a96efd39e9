# classes: 7
from __future__ import annotations

from typing import Any

from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeGenerator:
    def __init__(self, model_id: str, draft_id: str, **defaults: Any) -> None:
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self.defaults = {"max_new_tokens": 8, **defaults}

    def __call__(self, prompt: str, **overrides: Any) -> str:
        enc = self.tokenizer(prompt, return_tensors="pt")
        kwargs = {**self.defaults, **overrides}
        out = self.model.generate(**enc, assistant_model=self.draft, **kwargs)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    gen = SpeculativeGenerator("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct", do_sample=True)
    print(gen("tell me a story"))
    print(gen("tell me a story", temperature=0.5, top_k=10))
