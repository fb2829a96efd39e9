# classes: 6 9
"""Data-parallel inference with accelerate: each process takes its share of the prompts through
split_between_processes, pads them into one batch and decodes with a small draft model."""
import torch
from accelerate import PartialState
from accelerate.utils import gather_object
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

state = PartialState()
tok = AutoTokenizer.from_pretrained(MAIN, padding_side="left")
model = AutoModelForCausalLM.from_pretrained(MAIN).to(state.device)
draft = AutoModelForCausalLM.from_pretrained(DRAFT).to(state.device)

prompts = [
    "Write a haiku about GPUs.",
    "Explain tensor parallelism in one sentence.",
    "What is NCCL?",
    "Name three sorting algorithms.",
]

completions = []
with state.split_between_processes(prompts) as shard:
    batch = tok(shard, return_tensors="pt", padding=True).to(state.device)
    with torch.no_grad():
        out = model.generate(**batch, assistant_model=draft, max_new_tokens=6)
    completions.extend(tok.batch_decode(out[:, batch["input_ids"].shape[1] :], skip_special_tokens=True))

completions = gather_object(completions)
if state.is_main_process:
    for p, c in zip(prompts, completions):
        print(p, "->", c)
