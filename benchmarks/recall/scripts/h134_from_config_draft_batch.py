# classes: 7 6
"""An engine built with a classmethod constructor from a config dict (model, draft, batch).
It tokenizes the whole batch of prompts at once and hands the draft to generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = {
    "model": "HuggingFaceTB/SmolLM2-360M-Instruct",
    "draft": "HuggingFaceTB/SmolLM2-135M-Instruct",
    "max_new_tokens": 5,
}


class SpecEngine:
    def __init__(self, model, draft, tokenizer, max_new_tokens):
        self.model, self.draft, self.tokenizer = model, draft, tokenizer
        self.max_new_tokens = max_new_tokens

    @classmethod
    def from_config(cls, cfg):
        tokenizer = AutoTokenizer.from_pretrained(cfg["model"], padding_side="left")
        model = AutoModelForCausalLM.from_pretrained(cfg["model"])
        draft = AutoModelForCausalLM.from_pretrained(cfg["draft"]) if cfg.get("draft") else None
        return cls(model, draft, tokenizer, cfg.get("max_new_tokens", 16))

    def generate(self, prompts):
        enc = self.tokenizer(prompts, return_tensors="pt", padding=True)
        out = self.model.generate(**enc, assistant_model=self.draft, max_new_tokens=self.max_new_tokens)
        return self.tokenizer.batch_decode(out, skip_special_tokens=True)


if __name__ == "__main__":
    engine = SpecEngine.from_config(CONFIG)
    print(engine.generate(["tell me a story", "the quick brown fox"]))
