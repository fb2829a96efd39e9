# classes: 8
"""Long prompts on a laptop: try an HQQ-quantized KV cache, fall back to the plain cache if hqq is missing."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-135M-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL, dtype=torch.float32)

prompt = "Summarise the history of the printing press. " * 4
enc = tok(prompt, return_tensors="pt")
try:
    out = model.generate(
        **enc,
        max_new_tokens=8,
        do_sample=False,
        cache_implementation="quantized",
        cache_config={"backend": "HQQ", "nbits": 4, "axis_key": 1, "axis_value": 1},
    )
except ImportError:
    print("hqq not installed, using the default cache")
    out = model.generate(**enc, max_new_tokens=8, do_sample=False)
print(tok.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True))
