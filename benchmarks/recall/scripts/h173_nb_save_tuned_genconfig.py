# classes: 9 8
"""Notebook: settings found in the exploration cells are written onto the model's generation config
and saved next to the weights."""
# %%
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

# %% exploration result
best = {"temperature": 0.4, "top_p": 0.85, "max_new_tokens": 6}
model.generation_config.update(**best)
model.generation_config.do_sample = False
enc = tok("tell me a story", return_tensors="pt")
print(tok.decode(model.generate(**enc)[0]))

# %% persist
out_dir = tempfile.mkdtemp()
model.generation_config.save_pretrained(out_dir)
print(GenerationConfig.from_pretrained(out_dir))
