# classes: 8
"""Turn watermarking on for every generation of a model by writing the settings dict on
`model.generation_config`, then sample as usual."""
from transformers import AutoModelForCausalLM, AutoTokenizer

model_id = "HuggingFaceTB/SmolLM2-135M"
tokenizer = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)

model.generation_config.watermarking_config = dict(bias=2.5, seeding_scheme="selfhash")

prompts = ["The history of the printing press", "A recipe for bread"]
for prompt in prompts:
    enc = tokenizer(prompt, return_tensors="pt")
    ids = model.generate(**enc, do_sample=True, max_new_tokens=10)
    print(tokenizer.decode(ids[0], skip_special_tokens=True))
