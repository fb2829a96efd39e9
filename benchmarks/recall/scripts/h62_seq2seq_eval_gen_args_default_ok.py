# classes: 3 8
"""Same evaluation loop, but 0 is mapped to None before generate() sees it."""
from dataclasses import dataclass

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class EvalArguments:
    model_name_or_path: str = "HuggingFaceTB/SmolLM2-135M-Instruct"
    eval_max_new_tokens: int = 0  # 0 -> checkpoint default
    eval_batch_size: int = 1


def gen_kwargs_from(args):
    kwargs = {"do_sample": False}
    if args.eval_max_new_tokens > 0:
        kwargs["max_new_tokens"] = args.eval_max_new_tokens
    else:
        kwargs["max_new_tokens"] = 6
    return kwargs


args = EvalArguments()
tok = AutoTokenizer.from_pretrained(args.model_name_or_path)
model = AutoModelForCausalLM.from_pretrained(args.model_name_or_path).eval()
for prompt in ["Q: what is two plus two?\nA:", "Q: name a colour.\nA:"]:
    enc = tok(prompt, return_tensors="pt")
    with torch.inference_mode():
        out = model.generate(**enc, **gen_kwargs_from(args), pad_token_id=tok.eos_token_id)
    print(repr(tok.decode(out[0, enc["input_ids"].shape[1] :])))
