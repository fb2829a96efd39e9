# classes: 5 9
"""After a training step, evaluate extraction-style prompts with prompt lookup decoding and the
static cache the export path will use."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
b = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
model(**b, labels=b["input_ids"]).loss.backward()
opt.step()
model.eval()

text = "the quick brown fox jumps over the lazy dog. the quick brown fox"
enc = tok(text, return_tensors="pt")
out = model.generate(**enc, prompt_lookup_num_tokens=3, cache_implementation="static", max_new_tokens=8)
print(tok.decode(out[0]))
