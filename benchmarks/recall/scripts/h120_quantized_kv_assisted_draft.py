# classes: 8 5
"""Speculative decoding with a small draft, plus a quantized KV cache to keep the 1.7B target in memory."""
from transformers import AutoModelForCausalLM, AutoTokenizer

target_name = "HuggingFaceTB/SmolLM2-360M-Instruct"
draft_name = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(target_name)
target = AutoModelForCausalLM.from_pretrained(target_name)
draft = AutoModelForCausalLM.from_pretrained(draft_name)

inputs = tok("def fibonacci(n):", return_tensors="pt")
out = target.generate(
    **inputs,
    assistant_model=draft,
    max_new_tokens=10,
    cache_implementation="quantized",
    cache_config={"backend": "fp8"},
)
print(tok.decode(out[0]))
