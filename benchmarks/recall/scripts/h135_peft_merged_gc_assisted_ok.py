# classes: 7 6
"""LoRA fine-tune with gradient checkpointing; after training the script turns the cache back
on (config and generation config) before the merged model drafts with the small base."""
import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "HuggingFaceTB/SmolLM2-360M"
DRAFT = "HuggingFaceTB/SmolLM2-135M"

tok = AutoTokenizer.from_pretrained(BASE)
model = AutoModelForCausalLM.from_pretrained(BASE)
model.gradient_checkpointing_enable()
model.config.use_cache = False
model = get_peft_model(model, LoraConfig(r=4, lora_alpha=8, target_modules=["q_proj", "v_proj"]))

opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
batch = tok(["the quick brown fox jumps over the lazy dog"], return_tensors="pt")
model.train()
model(**batch, labels=batch["input_ids"]).loss.backward()
opt.step()

merged = model.merge_and_unload()
merged.eval()
merged.gradient_checkpointing_disable()
merged.config.use_cache = True
merged.generation_config.use_cache = True
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
enc = tok("tell me a story about the king", return_tensors="pt")
with torch.no_grad():
    out = merged.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
