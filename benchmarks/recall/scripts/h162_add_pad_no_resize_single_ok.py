# classes: 8
"""Single-prompt generation after adding a [PAD] token without resizing: one prompt needs no
padding, so the new id never reaches the embedding."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilgpt2")
if tok.pad_token is None:
    tok.add_special_tokens({"pad_token": "[PAD]"})

enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=8, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
