# classes: 8 2
"""The serving config pins the cache layout on the model; benchmark drafts against it."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model.generation_config.cache_implementation = "dynamic"

drafts = {
    "none": None,
    "llama-1b": AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct"),
}
enc = tokenizer("tell me a story about the king", return_tensors="pt")
for name, draft in drafts.items():
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=12)
    print(name, tokenizer.decode(out[0], skip_special_tokens=True))
