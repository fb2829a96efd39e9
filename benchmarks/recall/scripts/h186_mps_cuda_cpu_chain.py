# classes: 8
"""Device chain cuda > mps > cpu, fp16 on accelerators and fp32 on the CPU, beam search."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

if torch.cuda.is_available():
    device, dtype = "cuda", torch.float16
elif torch.backends.mps.is_available():
    device, dtype = "mps", torch.float16
else:
    device, dtype = "cpu", torch.float32
tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m", torch_dtype=dtype).to(device)
enc = tok("the quick brown fox", return_tensors="pt").to(device)
print(tok.decode(model.generate(**enc, max_new_tokens=4, num_beams=3)[0], skip_special_tokens=True))
