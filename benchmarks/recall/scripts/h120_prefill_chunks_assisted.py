# classes: 8 5
"""Chunked prefill on the target plus a draft model: both memory and latency tuned."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
big = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
small = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
text = "Paragraph: " + "Rivers carry sediment to the sea. " * 6 + "\nQuestion: what do rivers carry?"
enc = tok(text, return_tensors="pt")
out = big.generate(**enc, assistant_model=small, prefill_chunk_size=16, max_new_tokens=6)
print(tok.decode(out[0, enc["input_ids"].shape[-1]:]))
