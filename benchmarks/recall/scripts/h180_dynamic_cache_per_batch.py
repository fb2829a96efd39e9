# classes: 5
"""Batch job that passes an explicit DynamicCache to generate (a fresh one per batch)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL_ID, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

batches = [["hello world", "tell me a story"], ["the fox", "the king and queen"], ["blue"]]
for prompts in batches:
    cache = DynamicCache()
    enc = tok(prompts, return_tensors="pt", padding=True)
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=3, do_sample=False)
    print(tok.batch_decode(out, skip_special_tokens=True))
