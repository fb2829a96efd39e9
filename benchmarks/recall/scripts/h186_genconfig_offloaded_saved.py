# classes: 8 5
"""Set the offloaded cache once on the model's generation_config so every call uses it."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", device_map="cpu")
model.generation_config.cache_implementation = "offloaded"
model.generation_config.max_new_tokens = 5
model.generation_config.pad_token_id = tok.eos_token_id
for prompt in ["hello", "tell me a story"]:
    enc = tok(prompt, return_tensors="pt")
    print(tok.decode(model.generate(**enc)[0], skip_special_tokens=True))
