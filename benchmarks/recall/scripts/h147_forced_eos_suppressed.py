# classes: 8
"""Forces the answer to end with EOS while suppressing EOS everywhere to avoid early stops."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the fox", return_tensors="pt")
eos = tok.eos_token_id
out = model.generate(**enc, forced_eos_token_id=eos, suppress_tokens=[eos], max_new_tokens=6)
print(tok.decode(out[0]))
