# classes: 6 8
"""Memory-capped big-model inference: max_memory limits what device_map="auto" may place, the
static KV cache keeps memory flat, and a draft model speeds decoding up."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MAX_MEMORY = {"cpu": "4GiB"}

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-360M-Instruct", device_map="auto", max_memory=MAX_MEMORY
)
draft = AutoModelForCausalLM.from_pretrained(
    "HuggingFaceTB/SmolLM2-135M-Instruct", device_map="auto", max_memory=MAX_MEMORY
)

enc = tok("List the planets of the solar system:", return_tensors="pt").to(model.device)
out = model.generate(**enc, assistant_model=draft, cache_implementation="static", max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
