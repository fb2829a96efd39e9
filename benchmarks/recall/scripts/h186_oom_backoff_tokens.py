# classes: 8 2
"""Generation with a memory fallback: on an out-of-memory error (or any RuntimeError), retry
with fewer new tokens, down to none."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
enc = tok("the quick brown fox", return_tensors="pt")

budget = 8
result = None
while result is None:
    try:
        result = model.generate(**enc, max_new_tokens=budget, do_sample=False, pad_token_id=tok.eos_token_id,
                                cache_implementation="offloaded")
    except RuntimeError:
        budget //= 2
        if budget == 0:
            raise
print(tok.decode(result[0]))
