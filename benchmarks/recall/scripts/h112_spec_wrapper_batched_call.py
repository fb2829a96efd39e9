# classes: 7 6
"""A small speculative-decoding wrapper class; callers pass a list of prompts."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeGenerator:
    def __init__(self, target_id: str, draft_id: str, max_new_tokens: int = 8):
        self.tokenizer = AutoTokenizer.from_pretrained(target_id)
        self.tokenizer.padding_side = "left"
        self.target = AutoModelForCausalLM.from_pretrained(target_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self.max_new_tokens = max_new_tokens

    def __call__(self, prompts: list[str]) -> list[str]:
        enc = self.tokenizer(prompts, return_tensors="pt", padding=True)
        out = self.target.generate(**enc, assistant_model=self.draft, max_new_tokens=self.max_new_tokens)
        return self.tokenizer.batch_decode(out, skip_special_tokens=True)


gen = SpeculativeGenerator("HuggingFaceTB/SmolLM2-1.7B-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct")
print(gen(["tell me a story", "what is the blue fox"]))
