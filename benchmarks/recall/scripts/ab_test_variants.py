# classes: 1
"""A/B: baseline without KV cache (to reproduce the paper's numbers) vs. speculative decoding."""
from transformers import AutoModelForCausalLM, AutoTokenizer

VARIANT = "B"

tok = AutoTokenizer.from_pretrained("gpt2-medium")
model = AutoModelForCausalLM.from_pretrained("gpt2-medium")

kwargs = {"max_new_tokens": 10}
if VARIANT == "A":
    kwargs["use_cache"] = False
elif VARIANT == "B":
    kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained("gpt2")
else:
    raise ValueError(VARIANT)

enc = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
print(tok.decode(model.generate(**enc, **kwargs)[0]))
