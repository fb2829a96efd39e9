# classes: 2 5
"""Notebook export: the model's generation config is set up once, candidates ranked by length."""
from transformers import AutoModelForCausalLM, AutoTokenizer

# %%
tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
gc = model.generation_config
gc.max_new_tokens = 12
gc.num_return_sequences = 4
gc.pad_token_id = tokenizer.eos_token_id

# %%
inputs = tokenizer(["A haiku about autumn:"], return_tensors="pt")
outs = model.generate(**inputs, temperature=0.9, top_k=50)
texts = tokenizer.batch_decode(outs, skip_special_tokens=True)
print(sorted(texts, key=len)[0])
