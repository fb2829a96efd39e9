# classes: 5 8
"""Prints the self- and cross-attention cache sizes of a T5 translation per decoder layer; written
for 4.x, where the encoder-decoder cache iterated as four tensors per layer."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")

enc = tok("translate English to German: The house is small.", return_tensors="pt")
res = model.generate(**enc, max_new_tokens=4, return_dict_in_generate=True)
sizes = [(sk.shape[-2], ck.shape[-2]) for sk, sv, ck, cv in res.past_key_values]
print("self/cross lengths per layer:", sizes)
