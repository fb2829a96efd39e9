# classes: 8 2
"""Near miss: numpy penalties from a sweep converted with float() before generate."""
import numpy as np
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
inputs = tokenizer("The museum opened its new wing", return_tensors="pt")

for penalty in np.linspace(1.1, 1.5, 3, dtype=np.float32):
    out = model.generate(
        **inputs, encoder_repetition_penalty=float(penalty), max_new_tokens=6, pad_token_id=tokenizer.eos_token_id
    )
    print(round(float(penalty), 2), tokenizer.decode(out[0], skip_special_tokens=True))
