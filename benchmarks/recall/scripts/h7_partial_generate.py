"""Callable summarizer that binds its generate options once with functools.partial."""
# classes: 7 9
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer


class Summarizer:
    def __init__(self, target, draft, streaming=True):
        self.tok = AutoTokenizer.from_pretrained(target)
        self.model = AutoModelForCausalLM.from_pretrained(target)
        draft_model = AutoModelForCausalLM.from_pretrained(draft)
        # streaming mode re-runs the full prefix each step, so the cache is pointless
        self._generate = functools.partial(
            self.model.generate,
            assistant_model=draft_model,
            use_cache=not streaming,
            max_new_tokens=5,
        )

    def __call__(self, text):
        ids = self.tok(f"summarize: {text}", return_tensors="pt")
        out = self._generate(**ids)
        return self.tok.decode(out[0], skip_special_tokens=True)


def main():
    summarize = Summarizer("openai-community/gpt2-medium", "openai-community/gpt2")
    for doc in ["the quick brown fox jumps over the lazy dog", "a king loved his garden"]:
        print(summarize(doc))


if __name__ == "__main__":
    main()
