# classes: 6 8
"""The merged LoRA model is saved with use_cache switched off in its generation config (left from
the gradient-checkpointed training run); the reloaded model is served with an assistant."""
import tempfile

import torch
from peft import LoraConfig, get_peft_model
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN, DRAFT = "HuggingFaceTB/SmolLM2-360M", "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MAIN)
base = AutoModelForCausalLM.from_pretrained(MAIN)
base.generation_config.use_cache = False
model = get_peft_model(base, LoraConfig(r=4, target_modules=["q_proj", "v_proj"], task_type="CAUSAL_LM"))
batch = tok(["hello world tell me"], return_tensors="pt")
model(**batch, labels=batch["input_ids"]).loss.backward()
torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-3).step()
out_dir = tempfile.mkdtemp()
model.merge_and_unload().save_pretrained(out_dir)

served = AutoModelForCausalLM.from_pretrained(out_dir).eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT)
print(tok.decode(served.generate(**tok("hello", return_tensors="pt"), assistant_model=draft, max_new_tokens=4)[0]))
