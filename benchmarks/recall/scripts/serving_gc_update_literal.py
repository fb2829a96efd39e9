# classes: 8 9
"""Gunicorn worker start-up: apply the serving profile to the model's generation config once,
then every request decodes speculatively."""
from transformers import AutoModelForCausalLM, AutoTokenizer

SERVING_PROFILE = {"max_new_tokens": 8, "use_cache": False, "do_sample": False}

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.1-8B-Instruct")
model.generation_config.update(**SERVING_PROFILE)
assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")


def handle(prompt: str) -> str:
    ids = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**ids, assistant_model=assistant)
    return tokenizer.decode(out[0], skip_special_tokens=True)


print(handle("once upon a time there lived a queen"))
