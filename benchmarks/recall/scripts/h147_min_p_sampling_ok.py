# classes: 8
"""Min-p sampling as the model card recommends (min_p=0.05, temperature 1.0)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, do_sample=True, min_p=0.05, temperature=1.0, max_new_tokens=6)
print(tok.decode(out[0]))
