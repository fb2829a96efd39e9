# classes: 5 9
"""Long-form answers with a compiled static cache, sped up by a draft model."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL, DRAFT = "google/gemma-3-1b-it", "google/gemma-3-270m-it"

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

long_form = GenerationConfig.from_pretrained(MODEL)
long_form.update(cache_implementation="static", max_new_tokens=600, do_sample=False, max_time=5.0)

enc = tok("write an essay about the garden", return_tensors="pt")
out = model.generate(**enc, generation_config=long_form, assistant_model=draft)
print(len(out[0]))
