# classes: 9 7
"""GenerationConfig.update(**kw) with a mixed dict; the keys it does not know go to generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

RUN = {"num_beams": 5, "num_return_sequences": 3, "max_new_tokens": 5, "prompt_style": "plain"}

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM-135M")
gen_cfg = GenerationConfig.from_model_config(model.config)
unused = gen_cfg.update(**RUN)
print("not generation settings:", unused)

enc = tok("the blue dog", return_tensors="pt")
print(tok.batch_decode(model.generate(**enc, generation_config=gen_cfg)))
