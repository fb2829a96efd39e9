# classes: 7 9
"""Small wrapper class from a blog post: defaults stored at construction, merged with the call's
keyword arguments; one caller lowers the temperature."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Generator:
    def __init__(self, name, **defaults):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.defaults = {"max_new_tokens": 4, **defaults}

    def __call__(self, prompt, **overrides):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **{**self.defaults, **overrides})
        return self.tok.decode(out[0], skip_special_tokens=True)


gen = Generator("microsoft/phi-2", do_sample=True, top_p=0.95)
print(gen("Instruct: name a planet.\nOutput:"))
print(gen("Instruct: name a planet.\nOutput:", temperature=0.2))
