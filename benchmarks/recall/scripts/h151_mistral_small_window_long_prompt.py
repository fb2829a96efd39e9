# classes: 8
"""Test of Mistral's sliding window on a long prompt: the window is shrunk to 16 tokens in
the config so the effect is visible on a short input."""

from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

cfg = AutoConfig.from_pretrained("mistralai/Mistral-7B-v0.1")
cfg.sliding_window = 16
model = AutoModelForCausalLM.from_pretrained("mistralai/Mistral-7B-v0.1", config=cfg)
tok = AutoTokenizer.from_pretrained("mistralai/Mistral-7B-v0.1")
enc = tok(" ".join(["the quick brown fox jumps over the lazy dog"] * 5), return_tensors="pt")
print(model.generate(**enc, max_new_tokens=6, do_sample=False).shape)
