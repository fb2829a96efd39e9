# classes: 6 9
"""Distil a draft model: LoRA-tune SmolLM2-135M for one step, merge the adapter, and use the
merged model as the assistant of SmolLM2-360M (same tokenizer)."""

import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

DRAFT, TARGET = "HuggingFaceTB/SmolLM2-135M", "HuggingFaceTB/SmolLM2-360M"

tok = AutoTokenizer.from_pretrained(TARGET)
draft = get_peft_model(AutoModelForCausalLM.from_pretrained(DRAFT),
                       LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))
opt = torch.optim.AdamW([p for p in draft.parameters() if p.requires_grad], lr=1e-3)
batch = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
draft(**batch, labels=batch["input_ids"]).loss.backward()
opt.step()
draft = draft.merge_and_unload().eval()

target = AutoModelForCausalLM.from_pretrained(TARGET)
enc = tok("tell me a story about dogs", return_tensors="pt")
out = target.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
