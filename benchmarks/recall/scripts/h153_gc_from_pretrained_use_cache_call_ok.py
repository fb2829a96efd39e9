# classes: 6 8
"""LoRA fine-tune of a model loaded with use_cache=False (gradient checkpointing), merged, then
assisted generation with the base 135M model drafting and the cache asked for at the call."""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN, DRAFT = "HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MAIN)
base = AutoModelForCausalLM.from_pretrained(MAIN, use_cache=False)
base.gradient_checkpointing_enable()
base.enable_input_require_grads()
model = get_peft_model(base, LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))

batch = tok(["the quick brown fox jumps over the lazy dog"], return_tensors="pt")
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3)
model.train()
for _ in range(2):
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()
    opt.zero_grad()

merged = model.merge_and_unload().eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
with torch.no_grad():
    out = merged.generate(**tok("the fox", return_tensors="pt"), assistant_model=draft, max_new_tokens=5, use_cache=True)
print(tok.decode(out[0]))
