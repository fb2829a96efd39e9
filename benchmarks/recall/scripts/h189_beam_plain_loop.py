# classes: 2 9
"""Beam search in a loop over beam
widths."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
enc = tok("The best way to learn a language is", return_tensors="pt")
for beams in (2, 3):
    out = model.generate(**enc, num_beams=beams, max_new_tokens=4, pad_token_id=0)
    print(beams, tok.decode(out[0], skip_special_tokens=True))
