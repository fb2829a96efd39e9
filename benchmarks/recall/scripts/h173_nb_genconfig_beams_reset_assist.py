# classes: 9 7
"""Jupytext notebook: model.generation_config is edited for a beam-search cell, and a later cell
tries assisted decoding on the same model object."""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-2-7b-chat-hf")
assistant = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
enc = tok("tell me about the garden", return_tensors="pt")

# %% beam search through the generation config
model.generation_config.num_beams = 3
model.generation_config.max_new_tokens = 6
beam_out = model.generate(**enc)
print(tok.decode(beam_out[0], skip_special_tokens=True))

# %% back to one beam, then the speculative version
model.generation_config.num_beams = 1
spec_out = model.generate(**enc, assistant_model=assistant)
print(tok.decode(spec_out[0], skip_special_tokens=True))
