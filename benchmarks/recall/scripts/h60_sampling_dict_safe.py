# classes: 1
"""Sampling settings kept in a dict, spelled right, plus the attention mask passed along."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "Qwen/Qwen2.5-0.5B-Instruct"
SAMPLING = {
    "do_sample": True,
    "temperature": 0.7,
    "top_p": 0.9,
    "max_new_tokens": 12,
}

tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)
enc = tok("Write a haiku about autumn.", return_tensors="pt")
out = model.generate(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"], **SAMPLING)
print(tok.decode(out[0], skip_special_tokens=True))
