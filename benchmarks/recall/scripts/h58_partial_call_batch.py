# classes: 7 9
"""A callable generator object: the generate call is bound once with functools.partial."""
from functools import partial

from transformers import AutoModelForCausalLM, AutoTokenizer


class SpeculativeGenerator:
    def __init__(self, target="Qwen/Qwen2.5-1.5B-Instruct", draft="Qwen/Qwen2.5-0.5B-Instruct", **gen_defaults):
        self.tok = AutoTokenizer.from_pretrained(target, padding_side="left")
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)
        self._gen = partial(self.model.generate, assistant_model=self.draft, do_sample=False, **gen_defaults)

    def __call__(self, prompts):
        enc = self.tok(prompts, return_tensors="pt", padding=True)
        out = self._gen(**enc)
        return self.tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    gen = SpeculativeGenerator(max_new_tokens=5)
    print(gen(["Translate to French: cat", "Translate to French: dog"]))
