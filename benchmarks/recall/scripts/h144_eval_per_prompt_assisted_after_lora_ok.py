# classes: 9 6
"""After LoRA training, evaluate the merged model prompt by prompt with a draft model for
speed."""

import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
tok.pad_token = tok.eos_token
model = get_peft_model(AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M"),
                       LoraConfig(r=2, target_modules=["q_proj"], task_type="CAUSAL_LM"))
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3)
b = tok("hello world", return_tensors="pt")
model(**b, labels=b["input_ids"]).loss.backward()
opt.step()
merged = model.merge_and_unload().eval()

draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
held_out = ["once upon a time", "tell me about the red fox"]
for text in held_out:
    enc = tok(text, return_tensors="pt")
    out = merged.generate(**enc, assistant_model=draft, max_new_tokens=5)
    print(tok.decode(out[0], skip_special_tokens=True))
