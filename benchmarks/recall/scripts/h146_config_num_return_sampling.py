# classes: 6 8
"""Story sampler that stores the number of samples on model.config and asks for sampling at the
call, a pattern from 2021 Colab notebooks."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
model.config.num_return_sequences = 3
model.config.pad_token_id = tok.eos_token_id

torch.manual_seed(1)
ids = tok("there lived a king who", return_tensors="pt").input_ids
out = model.generate(ids, do_sample=True, top_p=0.9, max_new_tokens=10)
for row in out:
    print(tok.decode(row, skip_special_tokens=True))
