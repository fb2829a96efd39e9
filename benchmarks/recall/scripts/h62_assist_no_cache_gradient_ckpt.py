# classes: 6 3
"""After a gradient-checkpointing fine-tune the model config keeps use_cache=False; the eval step then
tries assisted generation with a smaller draft."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN)
model.gradient_checkpointing_enable()
model.config.use_cache = False  # silence the warning during training
model.eval()
draft = AutoModelForCausalLM.from_pretrained(DRAFT).eval()

enc = tok("Give me a haiku about autumn.", return_tensors="pt")
with torch.no_grad():
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=6, use_cache=False, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
