# classes: 7
from transformers import AutoModelForCausalLM, AutoTokenizer


class FastChat:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
        self.model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
        self.draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

    @property
    def decode_options(self):
        # static cache: required for torch.compile on the serving box
        return dict(assistant_model=self.draft, cache_implementation="static", max_new_tokens=8)

    def reply(self, text):
        enc = self.tok(text, return_tensors="pt")
        return self.tok.decode(self.model.generate(**enc, **self.decode_options)[0])


print(FastChat().reply("hello"))
