# classes: 2 8
"""Self-consistency for arithmetic word problems: sample five reasoning paths per problem and
take the majority final answer."""

from collections import Counter

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

torch.manual_seed(3)
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

problems = ["two plus three is", "four plus five is"]
for p in problems:
    enc = tok(p, return_tensors="pt")
    out = model.generate(**enc, do_sample=True, temperature=0.8, num_return_sequences=5, max_new_tokens=4)
    answers = [t.strip().split(" ")[0] for t in tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True)]
    print(p, Counter(answers).most_common(1))
