# classes: 7
"""A GPT-2 that always uses prompt lookup decoding."""
import torch
from transformers import AutoTokenizer, GPT2LMHeadModel


class LookupGPT2(GPT2LMHeadModel):
    def generate(self, *args, **kwargs):
        kwargs.setdefault("prompt_lookup_num_tokens", 4)
        return super().generate(*args, **kwargs)


tokenizer = AutoTokenizer.from_pretrained("gpt2")
model = LookupGPT2.from_pretrained("gpt2")
enc = tokenizer("one two three one two three one two", return_tensors="pt")
with torch.no_grad():
    out = model.generate(**enc, do_sample=True, num_return_sequences=3, max_new_tokens=6)
for seq in out:
    print(tokenizer.decode(seq))
