# classes: 8
"""Chunked prefill combined with a static cache sized for the whole request, on Llama."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
enc = tok(" ".join(["the king lived in a garden with the queen"] * 8), return_tensors="pt")
out = model.generate(
    **enc,
    prefill_chunk_size=16,
    cache_implementation="static",
    max_new_tokens=4,
    do_sample=False,
)
print(out.shape)
