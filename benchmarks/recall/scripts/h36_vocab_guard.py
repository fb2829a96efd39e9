# classes: 6 8
"""Decide whether the draft needs universal assisted decoding by comparing tokenizers.

Comparing len(tokenizer) misses that the two checkpoints' embedding sizes differ.
"""
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(MAIN)
draft_tok = AutoTokenizer.from_pretrained(DRAFT)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

kwargs = {"assistant_model": draft, "max_new_tokens": 6}
if len(tok) != len(draft_tok):
    kwargs.update(tokenizer=tok, assistant_tokenizer=draft_tok)

ids = tok("Portable code means", return_tensors="pt")
out = model.generate(**ids, **kwargs)
print(tok.decode(out[0], skip_special_tokens=True))
