# classes: 7
"""A helper that unwraps DDP/accelerate wrappers (`.module`) before generating; speculative
sampling of one continuation per prompt."""
import torch
from accelerate import Accelerator
from transformers import AutoModelForCausalLM, AutoTokenizer


def unwrap(model):
    while hasattr(model, "module"):
        model = model.module
    return model


accelerator = Accelerator(cpu=True)
tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = accelerator.prepare(AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m"))
draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")

for prompt in ["The stock market", "My favourite book"]:
    enc = tok(prompt, return_tensors="pt")
    with torch.no_grad():
        out = unwrap(model).generate(
            **enc, assistant_model=draft, do_sample=True, top_k=50, max_new_tokens=5, pad_token_id=tok.eos_token_id
        )
    accelerator.print(tok.decode(out[0], skip_special_tokens=True))
