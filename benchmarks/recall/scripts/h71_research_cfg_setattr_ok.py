# classes: 2 9
"""Near miss of the low-memory experiment: the helper that would switch the cache off is
defined but only the greedy helper runs before the setattr loop."""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

HPARAMS = {"max_new_tokens": 5, "do_sample": False, "use_cache": True, "num_beams": 1}


def low_mem(h):
    h["use_cache"] = False


def greedy(h):
    h["do_sample"] = False
    h["num_beams"] = 1


def main():
    greedy(HPARAMS)
    if torch.cuda.is_available() and torch.cuda.get_device_properties(0).total_memory < 8e9:
        low_mem(HPARAMS)
    tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-3B-Instruct")
    model = AutoModelForCausalLM.from_pretrained(
        "meta-llama/Llama-3.2-3B-Instruct", torch_dtype=torch.float32, device_map="cpu", low_cpu_mem_usage=True
    )
    assistant = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct", torch_dtype=torch.float32)
    for key, val in HPARAMS.items():
        setattr(model.generation_config, key, val)
    enc = tok("The capital of France is", return_tensors="pt")
    out = model.generate(**enc, assistant_model=assistant)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
