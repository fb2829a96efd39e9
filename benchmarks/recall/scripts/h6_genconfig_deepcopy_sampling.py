"""Sample several candidate continuations with a SmolLM2 draft by copying the model's generation config."""
# classes: 5

import copy

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"


def sampling_config(base, n):
    cfg = copy.deepcopy(base)
    cfg.do_sample = True
    cfg.temperature = 0.8
    cfg.num_return_sequences = n
    cfg.max_new_tokens = 6
    return cfg


def main():
    tok = AutoTokenizer.from_pretrained(TARGET)
    target = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    cfg = sampling_config(target.generation_config, n=3)
    enc = tok("write a story about the fox", return_tensors="pt")
    torch.manual_seed(0)
    outs = target.generate(**enc, generation_config=cfg, assistant_model=draft)
    for i, seq in enumerate(outs):
        print(i, tok.decode(seq, skip_special_tokens=True))


if __name__ == "__main__":
    main()
