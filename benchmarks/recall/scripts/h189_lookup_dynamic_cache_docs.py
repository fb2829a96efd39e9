# classes: 5 9
"""Prompt lookup decoding from the docs, the static cache tried earlier taken out again,
both in a GenerationConfig edited attribute by attribute."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
gc = GenerationConfig()
gc.max_new_tokens = 6
gc.prompt_lookup_num_tokens = 3
gc.cache_implementation = None
code = "for i in range(10):\n    print(i)\nfor j in range(10):\n    print("
out = model.generate(**tok(code, return_tensors="pt"), generation_config=gc)
print(tok.decode(out[0]))
