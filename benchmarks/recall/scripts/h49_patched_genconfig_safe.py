# classes: 8
"""Defensive patches on the generation config, then plain decoding (no lookup, no draft)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT).eval()

try:
    if hasattr(model, "generation_config"):
        model.generation_config.use_cache = False
        try:
            model.generation_config.cache_implementation = "static"
        except Exception:
            pass
except Exception:
    pass

enc = tok("The meeting moved to Thursday. Summary:", return_tensors="pt")
with torch.inference_mode():
    out = model.generate(**enc, max_new_tokens=6)
print(tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True))
