# classes: 7
from __future__ import annotations

from transformers import AutoModelForCausalLM, AutoTokenizer, PreTrainedModel, PreTrainedTokenizerBase


class DraftEngine:
    def __init__(self, model: PreTrainedModel, draft: PreTrainedModel, tokenizer: PreTrainedTokenizerBase):
        self.model = model
        self.draft = draft
        self.tokenizer = tokenizer

    @classmethod
    def from_hub(cls, model_id: str, draft_id: str) -> "DraftEngine":
        tokenizer = AutoTokenizer.from_pretrained(model_id, padding_side="left")
        return cls(AutoModelForCausalLM.from_pretrained(model_id), AutoModelForCausalLM.from_pretrained(draft_id),
                   tokenizer)

    def generate(self, prompts: list[str], **kwargs) -> list[str]:
        enc = self.tokenizer(prompts, return_tensors="pt", padding=True)
        out = self.model.generate(**enc, assistant_model=self.draft, max_new_tokens=8, **kwargs)
        return self.tokenizer.batch_decode(out, skip_special_tokens=True)


engine = DraftEngine.from_hub("Qwen/Qwen1.5-1.8B-Chat", "Qwen/Qwen1.5-0.5B-Chat")
print(engine.generate(["tell me a story", "hello world"]))
