# classes: 8
"""SynthID text watermarking while sampling on SmolLM2-135M."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, SynthIDTextWatermarkingConfig

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

cfg = SynthIDTextWatermarkingConfig(keys=[654, 400, 836, 123, 340, 443, 597, 160, 57, 29], ngram_len=3)
torch.manual_seed(0)
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, max_new_tokens=5, do_sample=True, top_k=10, watermarking_config=cfg)
print(tok.decode(out[0], skip_special_tokens=True))
