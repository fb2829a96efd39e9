# classes: 8
"""Asks for attention maps while the model is loaded on SDPA: generation runs, the maps come back
empty, and the script only reports what it got."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B", attn_implementation="sdpa")
enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(
    **enc, max_new_tokens=4, output_attentions=True, return_dict_in_generate=True, do_sample=False
)
print(out.sequences.shape, type(out.attentions).__name__)
