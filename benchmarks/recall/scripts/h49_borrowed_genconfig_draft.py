# classes: 6 9
"""A base Gemma 2 checkpoint borrows the instruction model's generation config (stop tokens,
sampling defaults) before being used as a speculative target for chat."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = "google/gemma-2-2b"
REF = "google/gemma-2-2b-it"

tok = AutoTokenizer.from_pretrained(BASE)
model = AutoModelForCausalLM.from_pretrained(BASE, torch_dtype=torch.float32).eval()
ref = AutoModelForCausalLM.from_pretrained(REF, torch_dtype=torch.float32)
if getattr(model.generation_config, "eos_token_id", None) != ref.generation_config.eos_token_id:
    model.generation_config = ref.generation_config
del ref

draft = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it", torch_dtype=torch.float32)
enc = tok("Question: what is 2+2?\nAnswer:", return_tensors="pt")
with torch.inference_mode():
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
