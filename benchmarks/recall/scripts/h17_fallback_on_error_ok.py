# classes: 1 7
"""Speculative first, plain decoding as a fallback when the combination is rejected."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Decoder:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
        self.tok.pad_token = self.tok.eos_token
        self.tok.padding_side = "left"
        self.model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
        self.draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

    def decode(self, prompts):
        enc = self.tok(prompts, return_tensors="pt", padding=True)
        kw = dict(max_new_tokens=6, pad_token_id=self.tok.eos_token_id)
        try:
            out = self.model.generate(**enc, assistant_model=self.draft, **kw)
        except ValueError as err:
            print("speculative decoding unavailable:", err)
            out = self.model.generate(**enc, **kw)
        return self.tok.batch_decode(out, skip_special_tokens=True)


print(Decoder().decode(["one", "two three"]))
