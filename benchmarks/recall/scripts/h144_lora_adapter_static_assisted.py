# classes: 5 9
"""Evaluate a freshly trained LoRA adapter (kept unmerged) with speculative decoding and a
static cache, the settings of the serving config."""

import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE, DRAFT = "HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"
SERVE = {"cache_implementation": "static", "max_new_tokens": 6}

tok = AutoTokenizer.from_pretrained(BASE)
model = get_peft_model(AutoModelForCausalLM.from_pretrained(BASE),
                       LoraConfig(r=4, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3)
batch = tok("hello world once upon a time", return_tensors="pt")
model(**batch, labels=batch["input_ids"]).loss.backward()
opt.step()
model.eval()

draft = AutoModelForCausalLM.from_pretrained(DRAFT)
enc = tok("tell me about the garden", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, **SERVE)
print(tok.decode(out[0], skip_special_tokens=True))
