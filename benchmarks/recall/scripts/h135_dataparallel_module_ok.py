# classes: 7
"""A multi-GPU evaluation script wraps the model in DataParallel for scoring, and generates
through model.module with a draft model and the default cache."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
model = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3-mini-4k-instruct")
draft = AutoModelForCausalLM.from_pretrained("microsoft/Phi-3.5-mini-instruct")
model = torch.nn.DataParallel(model)
model.eval()

enc = tok("tell me a story about the queen", return_tensors="pt")
with torch.no_grad():
    scores = model(**enc).logits
    out = model.module.generate(**enc, assistant_model=draft, max_new_tokens=5)
print(scores.shape, tok.decode(out[0]))
