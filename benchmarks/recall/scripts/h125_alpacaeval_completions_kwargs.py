# classes: 8
"""AlpacaEval-style local generator: a model config with completions_kwargs, batched chat prompts."""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_CONFIG = {
    "model_name": "HuggingFaceTB/SmolLM2-360M-Instruct",
    "completions_kwargs": {"max_new_tokens": 8, "temperature": 0.7, "top_p": 0.9, "do_sample": True, "batch_size": 2},
}
instructions = ["tell me a story about cats", "list three colors", "what is two and two"]

tok = AutoTokenizer.from_pretrained(MODEL_CONFIG["model_name"], padding_side="left")
model = AutoModelForCausalLM.from_pretrained(MODEL_CONFIG["model_name"])
kwargs = dict(MODEL_CONFIG["completions_kwargs"])
bs = kwargs.get("batch_size", 1)
prompts = [tok.apply_chat_template([{"role": "user", "content": i}], tokenize=False, add_generation_prompt=True) for i in instructions]
outputs = []
for start in range(0, len(prompts), bs):
    enc = tok(prompts[start : start + bs], return_tensors="pt", padding=True)
    with torch.no_grad():
        gen = model.generate(**enc, **kwargs)
    outputs += tok.batch_decode(gen[:, enc.input_ids.shape[1] :], skip_special_tokens=True)
print(json.dumps([{"instruction": i, "output": o} for i, o in zip(instructions, outputs)]))
