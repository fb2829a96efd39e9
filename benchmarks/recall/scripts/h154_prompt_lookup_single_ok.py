# classes: 8
"""Summaries of retrieved snippets with prompt-lookup decoding, one snippet at a time."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

snippets = ["the fox jumps over the lazy dog . summary :", "the king loved the queen and the garden . summary :"]
for s in snippets:
    enc = tok(s, return_tensors="pt")
    out = model.generate(**enc, prompt_lookup_num_tokens=3, max_new_tokens=5, do_sample=False)
    print(tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True))
