# classes: 7
"""An accelerate evaluation loop: the prepared model is unwrapped for generation, and each
prompt gets one sampled continuation with a draft model to go faster."""
import torch
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer

accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
model = accelerator.prepare(model)

prompts = ["tell me a story about dogs", "once upon a time"]
for prompt in prompts:
    enc = tok(prompt, return_tensors="pt").to(accelerator.device)
    with torch.no_grad():
        out = accelerator.unwrap_model(model).generate(
            **enc, assistant_model=draft, do_sample=True, num_return_sequences=1, max_new_tokens=5
        )
    accelerator.print(tok.batch_decode(out, skip_special_tokens=True))
