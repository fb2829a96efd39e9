# classes: 2 9
"""Teacher data synthesis over a list of decoding recipes: greedy yields one candidate, the
sampled recipes several; every recipe is a (name, kwargs) pair."""
from transformers import AutoModelForCausalLM, AutoTokenizer

RECIPES = [
    ("greedy", dict(do_sample=False, num_return_sequences=1)),
    ("nucleus", dict(do_sample=True, top_p=0.9, temperature=0.8, num_return_sequences=3)),
    ("beam", dict(num_beams=3, num_return_sequences=2)),
    ("typical", dict(do_sample=True, typical_p=0.9, num_return_sequences=2)),
]

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

records = []
for prompt in ["Describe autumn.", "Describe a market."]:
    enc = tok(prompt, return_tensors="pt")
    for name, kw in RECIPES:
        out = model.generate(**enc, max_new_tokens=6, **kw)
        for text in tok.batch_decode(out, skip_special_tokens=True):
            records.append((name, text))
print(len(records))
