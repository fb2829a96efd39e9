# classes: 7
"""Legacy multi-GPU evaluation code: the model lives in DataParallel and generation goes through
.module; caching was turned off for the (old) beam-search path and never turned back on."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = torch.nn.DataParallel(AutoModelForCausalLM.from_pretrained("openai-community/gpt2"))
assistant = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
model.module.generation_config.use_cache = False

enc = tok("hello world", return_tensors="pt")
out = model.module.generate(**enc, assistant_model=assistant, max_new_tokens=4)
print(out.shape)
