# classes: 7
"""Summarise-with-quotes: prompt lookup decoding copies spans from the input, and
`no_repeat_ngram_size` keeps the model from looping over the same trigram."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-360M"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

doc = "the quick brown fox jumps over the lazy dog . the dog was not quick but the fox was"
enc = tok(doc, return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=5, no_repeat_ngram_size=3, max_new_tokens=12)
print(tok.decode(out[0][enc.input_ids.shape[1]:], skip_special_tokens=True))
