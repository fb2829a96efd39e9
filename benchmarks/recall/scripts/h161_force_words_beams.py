# classes: 8
"""Make sure the answer mentions a word: force_words_ids with beam search, as the docs show."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

force = [tok("garden", add_special_tokens=False).input_ids]
enc = tok("the queen loved the", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, force_words_ids=force, num_beams=3, no_repeat_ngram_size=1)
print(tok.decode(out[0], skip_special_tokens=True))
