# classes: 8
"""A serving script that loads watermark settings from its YAML-like config (a dict) and sets them
on the generation config as an attribute before sampling."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

SETTINGS = {
    "generation": {"max_new_tokens": 12, "do_sample": True, "top_p": 0.9},
    "watermark": {"bias": 2.0, "greenlist_ratio": 0.25, "seeding_scheme": "lefthash"},
}

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

gen_config = GenerationConfig(**SETTINGS["generation"], pad_token_id=tokenizer.eos_token_id)
gen_config.watermarking_config = SETTINGS["watermark"]

inputs = tokenizer("Draft a reply to the customer:", return_tensors="pt")
output = model.generate(**inputs, generation_config=gen_config)
print(tokenizer.decode(output[0], skip_special_tokens=True))
