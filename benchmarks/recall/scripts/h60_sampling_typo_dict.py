# classes: 1
"""Sampling settings kept in a dict at the top of the notebook; one key is misspelled."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "Qwen/Qwen2.5-0.5B-Instruct"
SAMPLING = {
    "do_sample": True,
    "temprature": 0.7,
    "top_p": 0.9,
    "max_new_tokens": 12,
}

tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)
inputs = tok("Write a haiku about autumn.", return_tensors="pt")
out = model.generate(**inputs, **SAMPLING)
print(tok.decode(out[0], skip_special_tokens=True))
