"""Speculative decoding with a config-aware DynamicCache for Llama-3.1-8B-Instruct, 3.2-1B draft."""
# classes: 5

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

TARGET = "meta-llama/Llama-3.1-8B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    target = AutoModelForCausalLM.from_pretrained(TARGET, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
    cache = DynamicCache(config=target.config)
    inputs = tok("tell me about the blue garden", return_tensors="pt")
    out = target.generate(**inputs, assistant_model=draft, past_key_values=cache, max_new_tokens=6)
    print(tok.decode(out[0], skip_special_tokens=True))
    print("cached tokens:", cache.get_seq_length())


if __name__ == "__main__":
    main()
