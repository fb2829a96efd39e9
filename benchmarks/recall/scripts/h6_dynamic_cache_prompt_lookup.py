"""Chat turns that keep one DynamicCache per session and use prompt lookup for the code-editing answers."""
# classes: 5 7

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class ChatSession:
    def __init__(self, model, tokenizer):
        self.model = model
        self.tokenizer = tokenizer
        self.cache = DynamicCache()

    @property
    def gen_kwargs(self):
        return {"past_key_values": self.cache, "prompt_lookup_num_tokens": 2, "max_new_tokens": 6}

    def ask(self, text):
        enc = self.tokenizer(text, return_tensors="pt")
        out = self.model.generate(**enc, **self.gen_kwargs)
        return self.tokenizer.decode(out[0][enc.input_ids.shape[1]:])


if __name__ == "__main__":
    name = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    session = ChatSession(model, tok)
    print(session.ask("def add(a, b): return a + b"))
