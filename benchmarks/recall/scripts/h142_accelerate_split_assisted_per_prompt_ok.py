# classes: 6 9
"""Speculative decoding under accelerate: each process's share of prompts is decoded one prompt at
a time (assisted generation only takes a single sequence) and the results are gathered on rank 0."""
import torch
from accelerate import PartialState
from accelerate.utils import gather_object
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

state = PartialState()
tok = AutoTokenizer.from_pretrained(MAIN)
model = AutoModelForCausalLM.from_pretrained(MAIN).to(state.device)
draft = AutoModelForCausalLM.from_pretrained(DRAFT).to(state.device)

prompts = [
    "Write a haiku about GPUs.",
    "Explain tensor parallelism in one sentence.",
    "What is NCCL?",
]

completions = []
with state.split_between_processes(prompts) as shard:
    for prompt in shard:
        enc = tok(prompt, return_tensors="pt").to(state.device)
        with torch.no_grad():
            out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
        completions.append(tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True))

completions = gather_object(completions)
if state.is_main_process:
    print(len(completions), "completions")
