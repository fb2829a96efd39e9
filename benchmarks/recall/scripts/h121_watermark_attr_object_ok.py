# classes: 8
"""Near miss: the watermark settings dict is turned into a `WatermarkingConfig` before it is set
on the generation config."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, WatermarkingConfig

WATERMARK = {"bias": 2.0, "greenlist_ratio": 0.25, "seeding_scheme": "lefthash"}

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

gen_config = GenerationConfig(max_new_tokens=10, do_sample=True, pad_token_id=tokenizer.eos_token_id)
gen_config.watermarking_config = WatermarkingConfig(**WATERMARK)

inputs = tokenizer("Write a haiku about autumn:", return_tensors="pt")
out = model.generate(**inputs, generation_config=gen_config)
print(tokenizer.decode(out[0], skip_special_tokens=True))
