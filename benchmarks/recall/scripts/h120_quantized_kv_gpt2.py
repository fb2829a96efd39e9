# classes: 8
"""Benchmark: how much memory a quantized KV cache saves on GPT-2 (the built-in fp8 backend, no extra package)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2", low_cpu_mem_usage=True)
enc = tok("The meaning of life is", return_tensors="pt")

gen = model.generate(
    **enc,
    max_new_tokens=6,
    cache_implementation="quantized",
    cache_config={"backend": "fp8"},
    pad_token_id=tok.eos_token_id,
)
print(tok.batch_decode(gen, skip_special_tokens=True)[0])
