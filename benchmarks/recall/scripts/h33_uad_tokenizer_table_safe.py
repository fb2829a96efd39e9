# classes: 6 7
"""Universal assisted decoding benchmark: target and draft come from different families,
so each entry names the draft's tokenizer too. The harness loads tokenizers lazily."""
from functools import lru_cache

from transformers import AutoModelForCausalLM, AutoTokenizer

CROSS_FAMILY = [
    {"target": "meta-llama/Llama-3.2-1B-Instruct", "draft": "Qwen/Qwen2.5-0.5B-Instruct"},
    {"target": "google/gemma-2-2b-it", "draft": "HuggingFaceTB/SmolLM2-135M-Instruct"},
]


@lru_cache(maxsize=None)
def load(model_id):
    return AutoTokenizer.from_pretrained(model_id), AutoModelForCausalLM.from_pretrained(model_id)


class UADRunner:
    def __init__(self, target_id, draft_id, pass_draft_tokenizer=True):
        self.tok, self.model = load(target_id)
        self.draft_tok, self.draft = load(draft_id)
        self.pass_draft_tokenizer = pass_draft_tokenizer

    def __call__(self, prompt, max_new_tokens=6):
        enc = self.tok(prompt, return_tensors="pt")
        kwargs = {"assistant_model": self.draft, "tokenizer": self.tok}
        if self.pass_draft_tokenizer:
            kwargs["assistant_tokenizer"] = self.draft_tok
        out = self.model.generate(**enc, max_new_tokens=max_new_tokens, do_sample=False, **kwargs)
        return self.tok.decode(out[0], skip_special_tokens=True)


def main():
    for entry in CROSS_FAMILY:
        runner = UADRunner(entry["target"], entry["draft"], pass_draft_tokenizer=entry.get("uad", True))
        print(entry["target"], "<-", entry["draft"], ":", runner("The quick brown fox"))


if __name__ == "__main__":
    main()
