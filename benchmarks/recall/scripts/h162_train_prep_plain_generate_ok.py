# classes: 8
"""Sample generations after training prep turned the cache off: plain greedy decoding, slow but
fine without a cache."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model.gradient_checkpointing_enable()
model.config.use_cache = False
model.eval()

enc = tok("the quick brown fox", return_tensors="pt")
print(tok.decode(model.generate(**enc, max_new_tokens=6)[0]))
