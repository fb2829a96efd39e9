# classes: 8
"""DoLa decoding with three beams on TinyLlama."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, num_beams=3, dola_layers="low", repetition_penalty=1.2)
print(tok.decode(out[0], skip_special_tokens=True))
