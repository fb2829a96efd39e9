# classes: 8
"""Chunked prefill for a long retrieved context: the prompt is processed in chunks of 32
tokens to bound peak memory."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
context = " ".join(["the quick brown fox jumps over the lazy dog"] * 12)
enc = tok(context + " what did the fox do ?", return_tensors="pt")
out = model.generate(**enc, prefill_chunk_size=32, max_new_tokens=6, do_sample=False)
print(tok.decode(out[0, enc.input_ids.shape[1]:]))
