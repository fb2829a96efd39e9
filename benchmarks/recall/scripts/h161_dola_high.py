# classes: 8
"""DoLa decoding (contrast the final layer with the higher layers) on SmolLM2-135M."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

enc = tok("the capital of the king", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=4, do_sample=False, dola_layers="high", repetition_penalty=1.2)
print(tok.decode(out[0], skip_special_tokens=True))
