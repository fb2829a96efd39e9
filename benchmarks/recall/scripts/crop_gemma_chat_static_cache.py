# classes: 5 6
"""Chat server: one preallocated cache per session, sized for the model's context, plus a draft."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

CONTEXT_TOKENS = 1024


class Session:
    def __init__(self, model, draft, tok):
        self.model, self.draft, self.tok = model, draft, tok
        self.cache = StaticCache(config=model.config, max_cache_len=CONTEXT_TOKENS)

    @torch.no_grad()
    def say(self, text):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(
            **enc, past_key_values=self.cache, assistant_model=self.draft, max_new_tokens=6, do_sample=False
        )
        return self.tok.decode(out[0][enc.input_ids.shape[1]:])


tok = AutoTokenizer.from_pretrained("google/gemma-3-1b-it")
main = AutoModelForCausalLM.from_pretrained("google/gemma-3-1b-it")
draft = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it")
print(Session(main, draft, tok).say("hello who are you"))
