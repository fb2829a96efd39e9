# classes: 7 6
"""A small speculative-decoding wrapper class that drafts one prompt at a time."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeGenerator:
    def __init__(self, target_id: str, draft_id: str, max_new_tokens: int = 8):
        self.tokenizer = AutoTokenizer.from_pretrained(target_id)
        self.target = AutoModelForCausalLM.from_pretrained(target_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self.max_new_tokens = max_new_tokens

    def __call__(self, prompts: list[str]) -> list[str]:
        results = []
        for prompt in prompts:
            enc = self.tokenizer(prompt, return_tensors="pt")
            out = self.target.generate(**enc, assistant_model=self.draft, max_new_tokens=self.max_new_tokens)
            results.append(self.tokenizer.decode(out[0], skip_special_tokens=True))
        return results


gen = SpeculativeGenerator("HuggingFaceTB/SmolLM2-1.7B-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct")
print(gen(["tell me a story", "what is the blue fox"]))
