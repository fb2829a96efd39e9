# classes: 2 8
"""One run that stacks both speed-ups: a draft model and prompt lookup at the same time."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
enc = tok("The list is: apples, pears, apples, pears,", return_tensors="pt")
t0 = time.perf_counter()
out = model.generate(**enc, assistant_model=draft, prompt_lookup_num_tokens=3, max_new_tokens=6, do_sample=False)
print(f"{(time.perf_counter() - t0) * 1000:.0f} ms", tok.decode(out[0]))
