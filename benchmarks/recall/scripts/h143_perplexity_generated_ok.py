# classes: 8
"""Perplexity of generated text under a larger judge model: sample three continuations with
GPT-2, score each with GPT-2 large."""

import math

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
gen = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
judge = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-large")

enc = tok("the red dog and the blue cat", return_tensors="pt")
out = gen.generate(
    **enc,
    do_sample=True,
    top_k=20,
    num_return_sequences=3,
    max_new_tokens=6,
    pad_token_id=tok.eos_token_id,
    return_dict_in_generate=True,
)
for seq in out.sequences:
    with torch.no_grad():
        loss = judge(seq[None], labels=seq[None]).loss
    print(math.exp(loss.item()), tok.decode(seq))
