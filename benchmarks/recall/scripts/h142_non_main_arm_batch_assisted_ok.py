# classes: 1 9
"""The main process decodes speculatively, one prompt at a time, and prints; the other processes
only run throughput batches (plain greedy). A single process never takes the other arm."""
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer

accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

prompts = ["What is 2+2?", "Name a colour.", "Spell cat."]
if accelerator.is_main_process:
    for p in prompts:
        enc = tok(p, return_tensors="pt")
        out = model.generate(**enc, assistant_model=draft, max_new_tokens=5)
        print(tok.decode(out[0], skip_special_tokens=True))
else:
    enc = tok(prompts, return_tensors="pt", padding=True)
    model.generate(**enc, max_new_tokens=5)
accelerator.wait_for_everyone()
