# classes: 8
"""DoLa (decoding by contrasting layers) for factuality, from the 4.43 release notes:
dola_layers="high" with a repetition penalty of 1.2."""
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "HuggingFaceTB/SmolLM-135M"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
inputs = tok("who loved the garden", return_tensors="pt")

vanilla = model.generate(**inputs, do_sample=False, max_new_tokens=6)
dola = model.generate(**inputs, do_sample=False, max_new_tokens=6, dola_layers="high", repetition_penalty=1.2)
print(tok.decode(vanilla[0]), "|", tok.decode(dola[0]))
