# classes: 5 2
"""Prefix caching for a RAG service: one StaticCache holding the system prompt, copied per question, with prompt lookup."""
import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
SYSTEM = "Answer using only the context. Context: the library opens at nine and closes at five. "


class PrefixCachedQA:
    def __init__(self, model_id=MODEL_ID, cache_len=128):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id, torch_dtype=torch.float32)
        self.prefix_cache = StaticCache(config=self.model.config, max_cache_len=cache_len)
        prefix = self.tokenizer(SYSTEM, return_tensors="pt")
        with torch.no_grad():
            self.model(**prefix, past_key_values=self.prefix_cache)

    def ask(self, question, max_new_tokens=8):
        enc = self.tokenizer(SYSTEM + question, return_tensors="pt")
        cache = copy.deepcopy(self.prefix_cache)
        out = self.model.generate(
            **enc,
            past_key_values=cache,
            prompt_lookup_num_tokens=5,
            max_new_tokens=max_new_tokens,
        )
        return self.tokenizer.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)


qa = PrefixCachedQA()
for question in ["When does the library open?", "When does the library close?"]:
    print(question, qa.ask(question))
