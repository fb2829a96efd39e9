# classes: 5 8
"""Multi-turn chat that keeps the KV cache between turns as plain tuples (old docs style)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)


def turn(text, legacy_past=None):
    enc = tok(text, return_tensors="pt")
    past = DynamicCache.from_legacy_cache(legacy_past)
    with torch.no_grad():
        out = model.generate(**enc, past_key_values=past, max_new_tokens=4, return_dict_in_generate=True)
    return tok.decode(out.sequences[0]), out.past_key_values.to_legacy_cache()


reply, state = turn("Hi, who are you?")
print(reply, len(state))
