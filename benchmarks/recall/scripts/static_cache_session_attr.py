# classes: 5 7
"""A chat session keeps its own preallocated KV cache and decodes with prompt lookup."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache


class ChatSession:
    def __init__(self, model, tokenizer, max_cache_len=256):
        self.model = model
        self.tokenizer = tokenizer
        self.cache = StaticCache(config=model.config, max_cache_len=max_cache_len)

    def reply(self, text):
        enc = self.tokenizer(text, return_tensors="pt")
        with torch.inference_mode():
            out = self.model.generate(
                **enc, past_key_values=self.cache, prompt_lookup_num_tokens=3, max_new_tokens=8
            )
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


tokenizer = AutoTokenizer.from_pretrained("google/gemma-2b")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2b", torch_dtype=torch.float32)
session = ChatSession(model, tokenizer)
print(session.reply("the king of the garden"))
