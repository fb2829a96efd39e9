# classes: 8
"""Summary-style decoding that must not copy 3-grams of the source, on DistilGPT2."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("distilgpt2")
model = AutoModelForCausalLM.from_pretrained("distilgpt2")
enc = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, encoder_no_repeat_ngram_size=3, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
