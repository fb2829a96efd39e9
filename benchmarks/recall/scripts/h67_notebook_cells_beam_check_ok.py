# classes: 1 2
# %%
from transformers import AutoModelForCausalLM, AutoTokenizer

name = "EleutherAI/pythia-70m"
tok = AutoTokenizer.from_pretrained(name)
lm = AutoModelForCausalLM.from_pretrained(name)
x = tok("The quick brown fox", return_tensors="pt")

# %%
cfg = {"do_sample": True, "temperature": 0.8, "num_return_sequences": 3, "max_new_tokens": 5}
out = lm.generate(**x, pad_token_id=tok.eos_token_id, **cfg)
print(out.shape)

# %%
# deterministic comparison: beams instead of samples, same number of rows
cfg = dict(cfg, do_sample=False, num_beams=3)
del cfg["temperature"]
out = lm.generate(**x, pad_token_id=tok.eos_token_id, **cfg)
print(out.shape)

# %%
cfg["num_return_sequences"] = 1
cfg["num_beams"] = 1
out = lm.generate(**x, pad_token_id=tok.eos_token_id, **cfg)
print(tok.decode(out[0]))
