# classes: 2 8
"""Temperature sweep for pass@k on a code model; temperature 0.0 means one greedy completion, the
others sample k completions per problem."""
import json

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "Qwen/Qwen2.5-Coder-0.5B-Instruct"
TEMPERATURES = [0.0, 0.2, 0.8]
K = 2
PROMPTS = ["def fib(n):\n", "def reverse_string(s):\n"]

tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)
torch.manual_seed(0)


def sampling_kwargs(temperature):
    if temperature == 0.0:
        return {"do_sample": False, "num_return_sequences": 1}
    return {"do_sample": True, "temperature": temperature, "num_return_sequences": K}


results = {}
for temperature in TEMPERATURES:
    lengths = []
    for prompt in PROMPTS:
        enc = tok(prompt, return_tensors="pt")
        out = model.generate(**enc, max_new_tokens=6, **sampling_kwargs(temperature))
        lengths += [int((row[enc.input_ids.shape[1]:] != tok.pad_token_id).sum()) for row in out]
    results[str(temperature)] = sum(lengths) / len(lengths)
print(json.dumps(results))
