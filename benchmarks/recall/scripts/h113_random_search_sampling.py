# classes: 8 2
"""Random search over sampling settings for a creative-writing prompt: temperature and top_k drawn
with np.random.choice each trial."""

import numpy as np
from transformers import AutoModelForCausalLM, AutoTokenizer

np.random.seed(13)
tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
inputs = tokenizer("The old lighthouse keeper", return_tensors="pt")

log = []
for trial in range(2):
    temperature = float(np.random.choice([0.7, 0.9, 1.1]))
    top_k = np.random.choice([20, 40, 80])
    out = model.generate(
        **inputs, do_sample=True, temperature=temperature, top_k=top_k, max_new_tokens=6, pad_token_id=tokenizer.eos_token_id
    )
    log.append({"temperature": temperature, "top_k": top_k, "text": tokenizer.decode(out[0], skip_special_tokens=True)})
print(log)
