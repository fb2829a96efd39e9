# classes: 7 2
"""Colab notebook: the sampling cell puts num_return_sequences on the generation config, and the
greedy cell sets it back to 1 along with do_sample=False."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
enc = tok("List a fruit:", return_tensors="pt")
outputs = {}

# %%
model.generation_config.do_sample = True
model.generation_config.num_return_sequences = 3
outputs["sampled"] = tok.batch_decode(model.generate(**enc, max_new_tokens=8), skip_special_tokens=True)

# %%
model.generation_config.do_sample = False
model.generation_config.num_return_sequences = 1
outputs["greedy"] = tok.batch_decode(model.generate(**enc, max_new_tokens=8), skip_special_tokens=True)

# %%
print(outputs)
