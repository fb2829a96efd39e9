# classes: 7 9
"""Notebook export: a "copy" of the generation config that is really the model's own object.

Phi-2. The cache ablation cell edits `gcfg`, which is `model.generation_config` itself,
so the prompt-lookup cell at the end inherits use_cache=False.
"""
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
inputs = tokenizer("Instruct: list two uses of a paperclip.\nOutput:", return_tensors="pt")

# %%
gcfg = model.generation_config
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
pld = model.generate(**inputs, prompt_lookup_num_tokens=3)
print(tokenizer.decode(pld[0], skip_special_tokens=True))
