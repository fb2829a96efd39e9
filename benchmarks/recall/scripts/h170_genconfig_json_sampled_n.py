# classes: 3 8
"""Evaluation settings stored as a generation config JSON next to the results; loaded back into a
GenerationConfig for the rerun (sampled, two answers per prompt)."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

SAVED = '{"max_new_tokens": 6, "num_return_sequences": 2, "do_sample": true, "top_p": 0.9, "pad_token_id": 0}'
gen_config = GenerationConfig(**json.loads(SAVED))

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-70m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")
enc = tok("The meaning of life is", return_tensors="pt")
out = model.generate(**enc, generation_config=gen_config)
print([tok.decode(r) for r in out])
