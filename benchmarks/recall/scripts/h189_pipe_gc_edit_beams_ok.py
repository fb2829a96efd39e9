# classes: 4 9
"""Pipeline built first, then its model's generation config edited attribute by attribute for
"better quality" answers, with one answer per beam returned."""
from transformers import pipeline

gen = pipeline("text-generation", model="HuggingFaceTB/SmolLM2-135M-Instruct")
gen.model.generation_config.num_beams = 2
gen.model.generation_config.do_sample = False
gen.model.generation_config.max_new_tokens = 4
print(gen("Three words about summer:", num_return_sequences=2))
