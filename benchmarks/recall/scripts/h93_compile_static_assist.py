# classes: 5 1
"""Throughput setup for a teacher: a static KV cache (so torch.compile can be used on GPU)
together with a draft model for speculative decoding."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TEACHER = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"

tok = AutoTokenizer.from_pretrained(TEACHER)
teacher = AutoModelForCausalLM.from_pretrained(TEACHER)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

teacher.generation_config.cache_implementation = "static"
if torch.cuda.is_available():
    teacher = teacher.to("cuda")
    draft = draft.to("cuda")
    teacher.forward = torch.compile(teacher.forward, mode="reduce-overhead", fullgraph=True)

prompts = ["Summarize: the quick brown fox.", "Summarize: a slow green turtle."]
for p in prompts:
    enc = tok(p, return_tensors="pt").to(teacher.device)
    out = teacher.generate(**enc, assistant_model=draft, max_new_tokens=8, do_sample=False)
    print(tok.decode(out[0], skip_special_tokens=True))
