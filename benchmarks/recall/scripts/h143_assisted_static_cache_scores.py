# classes: 5 8
"""Speculative decoding with a static cache for a scoring endpoint, token probabilities
returned alongside the text."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model.generation_config.cache_implementation = "static"

enc = tok("one two three four", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=6, return_dict_in_generate=True, output_scores=True)
print(model.compute_transition_scores(out.sequences, out.scores, normalize_logits=True).exp().tolist())
