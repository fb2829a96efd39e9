# classes: 8
"""Ban several words: the tokenizer encodes the list in one call and its input_ids become bad_words_ids."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

bad = tok(["dog", "cats"], add_special_tokens=False).input_ids
enc = tok("tell me a story about", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, bad_words_ids=bad, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
