# classes: 2
"""Each bucket of prompts gets its own decoding settings (creative prompts sample hot, factual
ones sample cold); buckets are generated batch by batch."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
BUCKETS = [
    {"name": "creative", "prompts": ["tell me a story", "once upon a time"],
     "settings": {"do_sample": True, "temperature": 1.2, "top_p": 0.95}},
    {"name": "factual", "prompts": ["what is one plus two", "the capital of the garden"],
     "settings": {"do_sample": True, "temperature": 0.0, "top_k": 1}},
]

tok = AutoTokenizer.from_pretrained(MODEL_ID, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

for bucket in BUCKETS:
    enc = tok(bucket["prompts"], return_tensors="pt", padding=True)
    out = model.generate(**enc, max_new_tokens=4, **bucket["settings"])
    print(bucket["name"], tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True))
