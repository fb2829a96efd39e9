# classes: 7 8
"""torch.compile the model for serving, then generate from the compiled module with a static
cache (no draft model: the compiled path is plain greedy)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B", torch_dtype=torch.float32).eval()
compiled = torch.compile(model, backend="eager")

enc = tok("the quick brown fox", return_tensors="pt")
with torch.inference_mode():
    out = compiled.generate(**enc, cache_implementation="static", max_new_tokens=5)
print(tok.decode(out[0]))
