"""Turn the KV cache off on the model's generation_config to save memory, then try speculative decoding."""
# classes: 5

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def load(name, **kw):
    model = AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32, **kw)
    return model.eval()


tokenizer = AutoTokenizer.from_pretrained("codellama/CodeLlama-7b-Instruct-hf")
model = load("codellama/CodeLlama-7b-Instruct-hf")
assistant = load("codellama/CodeLlama-7b-hf")

model.generation_config.use_cache = False
model.generation_config.max_new_tokens = 6

prompt = "def fast(a, b):"
inputs = tokenizer(prompt, return_tensors="pt")
with torch.inference_mode():
    ids = model.generate(**inputs, assistant_model=assistant)
print(tokenizer.decode(ids[0]))
