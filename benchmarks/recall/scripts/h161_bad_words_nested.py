# classes: 8
"""Ban several words from the output: one id list per word in bad_words_ids."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

banned = [tok(w, add_special_tokens=False).input_ids for w in ["dog", "cats"]]
enc = tok("the quick brown fox jumps over the lazy", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, bad_words_ids=banned, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
