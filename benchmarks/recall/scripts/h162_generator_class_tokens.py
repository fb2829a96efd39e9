# classes: 7 8
"""A `StoryGenerator` class registers its style tokens in `__init__` and prepends one to each
prompt; the model is never resized."""

from transformers import AutoModelForCausalLM, AutoTokenizer


class StoryGenerator:
    STYLES = ["<fairy>", "<scifi>"]

    def __init__(self, name: str = "Qwen/Qwen2.5-0.5B-Instruct"):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.tok.add_tokens(self.STYLES, special_tokens=True)
        self.model = AutoModelForCausalLM.from_pretrained(name)

    def __call__(self, prompt: str, style: str = "<fairy>") -> str:
        enc = self.tok(style + prompt, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=5)
        return self.tok.decode(out[0])


print(StoryGenerator()("once upon a time"))
