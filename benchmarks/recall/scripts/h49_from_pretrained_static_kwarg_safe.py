# classes: 6
"""Static cache chosen at load time (from_pretrained kwarg); plain greedy decoding only."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "HuggingFaceTB/SmolLM2-360M-Instruct"

tokenizer = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT, cache_implementation="static", torch_dtype=torch.float32)
model.eval()

ids = tokenizer("Hello world!", return_tensors="pt").input_ids
with torch.no_grad():
    out = model.generate(ids, max_new_tokens=6, do_sample=False)
print(tokenizer.decode(out[0], skip_special_tokens=True))
