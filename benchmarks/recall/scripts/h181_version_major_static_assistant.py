# classes: 8 5 1
"""Release probe by major version: transformers >= 5 gets a static cache for the target model
(compile-friendly), older releases keep the default; the draft model is always used."""
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

MAJOR = int(transformers.__version__.split(".")[0])

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

if MAJOR >= 5:
    model.generation_config.cache_implementation = "static"

enc = tok("List two prime numbers:", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, max_new_tokens=5, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
