# classes: 5 8
"""Long prompts on a small GPU: keep the KV cache of layers not in use on the CPU with an
OffloadedCache object."""

from transformers import AutoModelForCausalLM, AutoTokenizer, OffloadedCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

long_prompt = " ".join(["once upon a time there lived a king"] * 10)
enc = tok(long_prompt, return_tensors="pt")
out = model.generate(**enc, past_key_values=OffloadedCache(), max_new_tokens=5)
print(out.shape)
