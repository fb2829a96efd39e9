# classes: 3 7
# python-fire entry point; the cache flag defaults to on.
import fire
from transformers import AutoModelForCausalLM, AutoTokenizer


class Runner:
    def __init__(self, model="google/gemma-2-2b", draft="google/gemma-2-2b", use_cache=True):
        self.tok = AutoTokenizer.from_pretrained(model)
        self.model = AutoModelForCausalLM.from_pretrained(model)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)
        self.use_cache = use_cache

    def run(self, prompt="Write one line about the sea.", max_new_tokens=4):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(
            **enc, max_new_tokens=max_new_tokens, assistant_model=self.draft, use_cache=self.use_cache
        )
        return self.tok.decode(out[0])


def main(model="google/gemma-2-2b", prompt="Write one line about the sea."):
    print(Runner(model=model).run(prompt))


if __name__ == "__main__":
    fire.Fire(main)
