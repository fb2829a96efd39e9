# classes: 8
"""Ban a word from the output: bad_words_ids from the tokenizer's ids of that word."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

banned = tok("dog", add_special_tokens=False).input_ids
enc = tok("the quick brown fox jumps over the lazy", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, bad_words_ids=banned, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
