# classes: 6 2
"""Merge a freshly trained LoRA adapter, save the merged model, then edit the saved
generation_config.json so that the served model samples two answers per prompt."""
import json
import os
import tempfile

import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(NAME)
model = get_peft_model(AutoModelForCausalLM.from_pretrained(NAME), LoraConfig(r=2, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))
batch = tok(["tell me a story about dogs"], return_tensors="pt")
opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3)
model(**batch, labels=batch["input_ids"]).loss.backward()
opt.step()

out_dir = tempfile.mkdtemp()
model.merge_and_unload().save_pretrained(out_dir)
tok.save_pretrained(out_dir)
path = os.path.join(out_dir, "generation_config.json")
with open(path) as f:
    gen = json.load(f)
gen.update(max_new_tokens=6, num_return_sequences=2, do_sample=True, top_p=0.9)
with open(path, "w") as f:
    json.dump(gen, f, indent=2)

served = AutoModelForCausalLM.from_pretrained(out_dir).eval()
enc = tok("tell me", return_tensors="pt")
print(tok.batch_decode(served.generate(**enc)))
