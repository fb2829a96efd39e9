# classes: 5 6
"""LoRA adapter trained on SmolLM2-360M-Instruct, merged into the base with merge_and_unload,
then served with SmolLM2-135M-Instruct as the draft and a static cache for compile-friendly decoding."""
import torch
from peft import LoraConfig, TaskType, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"

tok = AutoTokenizer.from_pretrained(MAIN)
tok.pad_token = tok.pad_token or tok.eos_token
model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32)

lora_cfg = LoraConfig(task_type=TaskType.CAUSAL_LM, r=4, lora_alpha=16, target_modules=["q_proj", "v_proj"])
model = get_peft_model(model, lora_cfg)

samples = ["tell me a story about the king", "the lazy dog was slow", "cats and dogs are fast"]
optim = torch.optim.AdamW(model.parameters(), lr=2e-3)
for epoch in range(2):
    for text in samples:
        enc = tok(text, return_tensors="pt")
        loss = model(**enc, labels=enc["input_ids"]).loss
        loss.backward()
        optim.step()
        optim.zero_grad()

merged = model.merge_and_unload()
merged.eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)

prompt = tok("once upon a time", return_tensors="pt")
with torch.no_grad():
    out = merged.generate(
        **prompt,
        assistant_model=draft,
        cache_implementation="static",
        max_new_tokens=8,
    )
print(tok.decode(out[0], skip_special_tokens=True))
