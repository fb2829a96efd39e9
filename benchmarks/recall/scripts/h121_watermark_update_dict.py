# classes: 8
"""Copy the model's generation config and update it with per-request options, the watermark
among them as plain JSON-style data."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

request = {
    "max_new_tokens": 8,
    "do_sample": True,
    "temperature": 0.8,
    "watermarking_config": {"bias": 2.0, "context_width": 1, "seeding_scheme": "lefthash"},
}

gen_config = copy.deepcopy(model.generation_config)
gen_config.update(**request)
gen_config.pad_token_id = tokenizer.eos_token_id

inputs = tokenizer("Summarise the meeting notes:", return_tensors="pt")
out = model.generate(**inputs, generation_config=gen_config)
print(tokenizer.batch_decode(out, skip_special_tokens=True))
