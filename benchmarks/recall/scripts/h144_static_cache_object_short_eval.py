# classes: 5 9
"""After a training step, evaluation preallocates one StaticCache sized for short answers and
reuses it (reset between prompts) for a longer generation budget."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
b = tok("hello world once upon a time", return_tensors="pt")
model(**b, labels=b["input_ids"]).loss.backward()
opt.step()
model.eval()

cache = StaticCache(config=model.config, max_cache_len=8)
for prompt in ["tell me a story about the king", "the quick brown fox"]:
    cache.reset()
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=12)
    print(tok.decode(out[0]))
