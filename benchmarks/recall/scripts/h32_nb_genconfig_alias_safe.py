# classes: 7 9
"""Notebook export: a deep copy of the generation config used for a cache ablation.

Phi-2. The cache ablation cell edits `gcfg`, a copy of `model.generation_config`, so the
prompt-lookup cell at the end still runs with the model's own use_cache.
"""
# %%
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
inputs = tokenizer("Instruct: list two uses of a paperclip.\nOutput:", return_tensors="pt")

# %%
gcfg = copy.deepcopy(model.generation_config)
gcfg.max_new_tokens = 8
gcfg.pad_token_id = tokenizer.eos_token_id
print(gcfg)

# %%
# ablation: no KV cache (slower, but how much?)
gcfg.use_cache = False
ablation = model.generate(**inputs, generation_config=gcfg)
print(tokenizer.decode(ablation[0], skip_special_tokens=True))

# %%
# prompt lookup with the model's defaults
pld = model.generate(**inputs, prompt_lookup_num_tokens=3, max_new_tokens=8)
print(tokenizer.decode(pld[0], skip_special_tokens=True))
