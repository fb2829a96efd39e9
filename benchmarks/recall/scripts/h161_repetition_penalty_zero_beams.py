# classes: 8
"""Beam search with repetition penalty off (0) and a 2-gram block, on TinyLlama."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("tell me a story about the king", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, num_beams=3, repetition_penalty=0.0, no_repeat_ngram_size=2)
print(tok.decode(out[0], skip_special_tokens=True))
