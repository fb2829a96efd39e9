"""Gemma-3-270m-it decode with a HybridCache where available, falling back to StaticCache on newer releases."""
# classes: 5

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

try:
    from transformers import HybridCache as CacheCls
except ImportError:
    from transformers import StaticCache as CacheCls

NAME = "google/gemma-3-270m-it"


def main():
    tok = AutoTokenizer.from_pretrained(NAME)
    model = AutoModelForCausalLM.from_pretrained(NAME, torch_dtype=torch.float32)
    cache = CacheCls(config=model.config, max_cache_len=64)
    msgs = [{"role": "user", "content": "tell me about cats"}]
    enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=6, do_sample=False)
    print(CacheCls.__name__, tok.decode(out[0]))


if __name__ == "__main__":
    main()
