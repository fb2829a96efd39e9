# classes: 2
import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(0)
tok = AutoTokenizer.from_pretrained("google/gemma-2-9b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-2-9b-it")
draft = AutoModelForCausalLM.from_pretrained("google/gemma-2-2b-it")

messages = [{"role": "user", "content": "tell me a story about a fox"}]
ids = tok(tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True), return_tensors="pt")

lengths = []
for temperature in np.linspace(0.2, 1.0, 3):
    out = model.generate(**ids, assistant_model=draft, do_sample=True, temperature=float(temperature),
                         max_new_tokens=8)
    lengths.append(out.shape[-1])
    print(f"T={temperature:.1f}", tok.decode(out[0], skip_special_tokens=True))
print("mean length", np.mean(lengths))
