# classes: 8
"""Mixed-precision inference on the CPU with torch.autocast(bfloat16), and an fp8-quantized
KV cache to go with it."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
enc = tok("<|user|>\nname a color<|end|>\n<|assistant|>\n", return_tensors="pt")
with torch.autocast(device_type="cpu", dtype=torch.bfloat16), torch.inference_mode():
    out = model.generate(**enc, max_new_tokens=5, do_sample=False, cache_implementation="quantized",
                         cache_config={"backend": "fp8"})
print(tok.decode(out[0], skip_special_tokens=True))
