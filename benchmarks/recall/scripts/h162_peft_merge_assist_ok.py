# classes: 7 8 6
"""LoRA adapter merged into GPT-2 medium (pad = eos, no new token), served with distilgpt2 as
draft."""

from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2-medium")
tok.pad_token = tok.eos_token
base = AutoModelForCausalLM.from_pretrained("gpt2-medium")
peft_model = get_peft_model(base, LoraConfig(r=4, target_modules=["c_attn"], task_type="CAUSAL_LM"))
merged = peft_model.merge_and_unload()

draft = AutoModelForCausalLM.from_pretrained("distilgpt2")
enc = tok("the lazy dog", return_tensors="pt")
out = merged.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0]))
