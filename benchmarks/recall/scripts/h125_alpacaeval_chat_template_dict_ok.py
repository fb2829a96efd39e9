# classes: 8
"""AlpacaEval-style output generation with the chat template returning a dict (ids and mask)."""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

instructions = ["tell me a story about dogs", "what is the color of the sky"]
generator = "Qwen/Qwen2-0.5B-Instruct"
tok = AutoTokenizer.from_pretrained(generator)
model = AutoModelForCausalLM.from_pretrained(generator)
outputs = []
for text in instructions:
    inputs = tok.apply_chat_template(
        [{"role": "user", "content": text}], add_generation_prompt=True, return_tensors="pt", return_dict=True
    )
    with torch.no_grad():
        gen = model.generate(**inputs, max_new_tokens=8, do_sample=False)
    outputs.append({"instruction": text, "output": tok.decode(gen[0][inputs["input_ids"].shape[-1] :], skip_special_tokens=True)})
print(json.dumps(outputs))
