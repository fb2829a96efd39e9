# classes: 8 7
"""Evaluation script that 'patches' the loaded model defensively before running prompt lookup.

Patches are wrapped in try/except so that an odd model class never stops the eval.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "Qwen/Qwen2.5-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT).eval()

# model configuration patches
try:
    if hasattr(model, "generation_config"):
        model.generation_config.use_cache = False
        try:
            model.generation_config.cache_implementation = "static"
        except Exception:
            pass
except Exception:
    pass

try:
    if hasattr(model, "config"):
        model.config.use_cache = False
except Exception:
    pass

doc = "The meeting moved to Thursday. The meeting moved to Thursday because of the holiday."
enc = tok(doc + " Summary:", return_tensors="pt")
with torch.inference_mode():
    out = model.generate(**enc, max_new_tokens=6, prompt_lookup_num_tokens=3)
print(tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True))
