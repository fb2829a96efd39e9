# classes: 7 2
"""Generation after an accelerate-prepared evaluation loop: the model is unwrapped before
generate, and the draft sampled several continuations per prompt."""
import torch
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer

accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
model, draft = accelerator.prepare(model, draft)

gen_kwargs = {"max_new_tokens": 5, "do_sample": True, "num_return_sequences": 2}
prompts = ["once upon a time", "the quick brown fox"]
unwrapped = accelerator.unwrap_model(model)
for prompt in prompts:
    enc = tok(prompt, return_tensors="pt").to(accelerator.device)
    with torch.no_grad():
        out = unwrapped.generate(**enc, assistant_model=accelerator.unwrap_model(draft), **gen_kwargs)
    accelerator.print(tok.batch_decode(out))
