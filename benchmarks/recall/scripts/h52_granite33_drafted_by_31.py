# classes: 6
"""Granite 3.3 8B served with the 2B model of the previous release as its draft (the 3.3 2B was not
yet mirrored internally)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

SERVED = "ibm-granite/granite-3.3-8b-instruct"
DRAFT = "ibm-granite/granite-3.1-2b-instruct"


class Server:
    def __init__(self):
        self.tokenizer = AutoTokenizer.from_pretrained(SERVED)
        self.model = AutoModelForCausalLM.from_pretrained(SERVED, torch_dtype=torch.float32)
        self.draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

    def complete(self, prompt, max_new_tokens=8):
        messages = [{"role": "user", "content": prompt}]
        ids = self.tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt")
        out = self.model.generate(ids, assistant_model=self.draft, max_new_tokens=max_new_tokens)
        return self.tokenizer.decode(out[0, ids.shape[-1]:], skip_special_tokens=True)


print(Server().complete("tell me a story about the dog"))
