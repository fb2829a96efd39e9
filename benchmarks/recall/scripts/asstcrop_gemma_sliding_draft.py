# classes: 6 8
"""Gemma 2 drafting for Gemma 2: the draft is switched to the sliding-window static cache."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("google/gemma-2-9b-it")
target = AutoModelForCausalLM.from_pretrained("google/gemma-2-9b-it")
draft = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")
draft.generation_config.cache_implementation = "sliding_window"

prompt = "<start_of_turn>user\nSummarise the plot of Hamlet in two sentences.<end_of_turn>\n<start_of_turn>model\n"
ids = tokenizer(prompt, return_tensors="pt").input_ids
out = target.generate(ids, assistant_model=draft, max_new_tokens=30)
print(tokenizer.decode(out[0][ids.shape[-1]:]))
