"""Model loaders memoised with lru_cache and a pipeline-ish runner with cached_property draft."""
# classes: 7
from functools import cached_property, lru_cache

from transformers import AutoModelForCausalLM, AutoTokenizer


@lru_cache(maxsize=4)
def load_model(name):
    print(f"loading {name}")
    return AutoModelForCausalLM.from_pretrained(name)


@lru_cache(maxsize=4)
def load_tokenizer(name):
    return AutoTokenizer.from_pretrained(name)


class Runner:
    def __init__(self, target, draft):
        self.target_name = target
        self.draft_name = draft

    @cached_property
    def model(self):
        return load_model(self.target_name)

    @cached_property
    def draft(self):
        return load_model(self.draft_name)

    @property
    def tokenizer(self):
        return load_tokenizer(self.target_name)

    @staticmethod
    def format_prompt(question):
        return f"question: {question} answer:"

    def ask(self, question):
        enc = self.tokenizer(self.format_prompt(question), return_tensors="pt")
        out = self.model.generate(**enc, assistant_model=self.draft, max_new_tokens=6, use_cache=True)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    r = Runner("meta-llama/Llama-3.2-1B-Instruct", "meta-llama/Llama-3.2-1B")
    for q in ("who is the king", "what is red"):
        print(r.ask(q))
