# classes: 7 6
"""Benchmark early exit on two checkpoints whose decoders stop at the configured layer count."""
from transformers import AutoModelForCausalLM, AutoTokenizer

for ckpt in ("microsoft/phi-2", "mistralai/Mistral-7B-v0.1"):
    tok = AutoTokenizer.from_pretrained(ckpt)
    model = AutoModelForCausalLM.from_pretrained(ckpt)
    inputs = tok("def fibonacci(n):", return_tensors="pt")
    out = model.generate(**inputs, max_new_tokens=5, assistant_early_exit=1)
    print(ckpt, out.shape)
