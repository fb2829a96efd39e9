# classes: 8
"""Entity markers for a BART summariser: <ent> and </ent> added as special tokens around names in
the source text; no resize."""

from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/bart-base")
tok.add_special_tokens({"additional_special_tokens": ["<ent>", "</ent>"]})
model = AutoModelForSeq2SeqLM.from_pretrained("facebook/bart-base")
src = "<ent> the king </ent> loved the garden and <ent> the queen </ent> loved dogs"
enc = tok(src, return_tensors="pt")
print(tok.decode(model.generate(**enc, num_beams=2, max_new_tokens=6)[0]))
