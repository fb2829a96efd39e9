# classes: 8
"""Attention maps of each generated token for a visualisation: eager attention so the weights are
returned."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilgpt2", attn_implementation="eager")
enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(
    **enc, max_new_tokens=4, output_attentions=True, return_dict_in_generate=True, do_sample=False
)
print(len(out.attentions), out.attentions[0][0].shape)
