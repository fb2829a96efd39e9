# classes: 5 8
"""Symmetric int8 quantisation of every cached key and value after generate, measuring the
reconstruction error; the loop takes the first two tensors of each layer and ignores the rest so it
runs on 4.x and 5.x."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
lm = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

enc = tok("Quantised caches trade accuracy for memory", return_tensors="pt")
gen = lm.generate(**enc, max_new_tokens=3, return_dict_in_generate=True, pad_token_id=tok.eos_token_id)


def quantize(t):
    scale = t.abs().amax() / 127.0
    return torch.round(t / scale).to(torch.int8), scale


errors = []
for k, v, *_ in gen.past_key_values:
    qk, sk = quantize(k)
    qv, sv = quantize(v)
    errors.append(float((qk.float() * sk - k).abs().max() + (qv.float() * sv - v).abs().max()))
print("max abs error per layer:", [round(e, 4) for e in errors])
