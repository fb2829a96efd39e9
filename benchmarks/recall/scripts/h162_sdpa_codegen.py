# classes: 8 6
"""Code completion with CodeGen, loaded with SDPA attention like the other models of the script."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Salesforce/codegen-350M-mono")
model = AutoModelForCausalLM.from_pretrained("Salesforce/codegen-350M-mono", attn_implementation="sdpa")
enc = tok("the quick brown fox", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=4)[0]))
