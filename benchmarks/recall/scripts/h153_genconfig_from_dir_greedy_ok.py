# classes: 6 3
"""The fine-tuned checkpoint's generation config is loaded with overrides for a greedy
smoke test (sampling off)."""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

NAME = "Qwen/Qwen3-0.6B"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
batch = tok(["hello world"], return_tensors="pt")
model(**batch, labels=batch["input_ids"]).loss.backward()
torch.optim.SGD(model.parameters(), lr=1e-3).step()
d = tempfile.mkdtemp()
model.save_pretrained(d)

gen = GenerationConfig.from_pretrained(d, do_sample=False, max_new_tokens=4)
print(model.generate(**batch, generation_config=gen))
