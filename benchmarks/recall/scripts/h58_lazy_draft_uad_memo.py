# classes: 7 9
"""Service object with lazily loaded models (properties); the draft comes from another family,
so both tokenizers are handed to generate (universal assisted decoding; the Qwen checkpoint's
generation_config samples with a repetition penalty)."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Assistant:
    def __init__(self, model_id="Qwen/Qwen2.5-1.5B-Instruct", draft_id="HuggingFaceTB/SmolLM2-135M-Instruct"):
        self.model_id = model_id
        self.draft_id = draft_id
        self._cache = {}

    def _get(self, key, factory):
        if key not in self._cache:
            self._cache[key] = factory()
        return self._cache[key]

    @property
    def tok(self):
        return self._get("tok", lambda: AutoTokenizer.from_pretrained(self.model_id))

    @property
    def draft_tok(self):
        return self._get("draft_tok", lambda: AutoTokenizer.from_pretrained(self.draft_id))

    @property
    def model(self):
        return self._get("model", lambda: AutoModelForCausalLM.from_pretrained(self.model_id))

    @property
    def draft(self):
        return self._get("draft", lambda: AutoModelForCausalLM.from_pretrained(self.draft_id))

    def reply(self, text, max_new_tokens=6):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(
            **enc,
            assistant_model=self.draft,
            tokenizer=self.tok,
            assistant_tokenizer=self.draft_tok,
            max_new_tokens=max_new_tokens,
        )
        return self.tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(Assistant().reply("Write a haiku about rain"))
