# classes: 8
"""Summaries of retrieved snippets with prompt-lookup decoding (copying n-grams from the
prompt), two snippets per batch."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

snippets = ["the fox jumps over the lazy dog . summary :", "the king loved the queen and the garden . summary :"]
enc = tok(snippets, return_tensors="pt", padding=True)
out = model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=5, do_sample=False)
print(tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True))
