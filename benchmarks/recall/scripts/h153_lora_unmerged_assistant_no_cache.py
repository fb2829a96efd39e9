# classes: 7 8
"""Unmerged LoRA model (PeftModel) generating after three training steps; memory-saving
settings for the demo box (no KV cache) plus the base 135M as an assistant."""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN, DRAFT = "HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"
DEMO_KW = dict(max_new_tokens=5, use_cache=False)
tok = AutoTokenizer.from_pretrained(MAIN)
peft_model = get_peft_model(AutoModelForCausalLM.from_pretrained(MAIN), LoraConfig(r=4, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))
batch = tok(["hello world this is a model"], return_tensors="pt")
opt = torch.optim.SGD([p for p in peft_model.parameters() if p.requires_grad], lr=0.1)
for _ in range(3):
    peft_model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()
peft_model.eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
out = peft_model.generate(**tok("hello", return_tensors="pt"), assistant_model=draft, **DEMO_KW)
print(tok.decode(out[0]))
