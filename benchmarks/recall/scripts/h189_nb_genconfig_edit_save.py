# classes: 9
"""Notebook export: a GenerationConfig built in one cell, edited attribute by attribute in the
next ones, tried with generate and then saved next to the fine-tuned weights."""
# %% [cell 1]
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

# %% [cell 2]
gc = GenerationConfig(max_new_tokens=6, do_sample=True, temperature=0.7, top_p=0.9)
inputs = tok("The weather today is", return_tensors="pt")
out = model.generate(**inputs, generation_config=gc)
print(tok.decode(out[0]))

# %% [cell 3]  switch to greedy for the eval run
gc.do_sample = False
out = model.generate(**inputs, generation_config=gc)
print(tok.decode(out[0]))

# %% [cell 4]
save_dir = tempfile.mkdtemp()
gc.save_pretrained(save_dir)
print("saved to", save_dir)
