# classes: 7 2
"""Feature-detect assisted generation through generate()'s signature, then sample 3 drafts."""
import inspect

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_CKPT = "Qwen/Qwen2.5-0.5B-Instruct"


def supports_assistant(model):
    params = inspect.signature(model.generate).parameters
    return "assistant_model" in params


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    gen = dict(max_new_tokens=6, do_sample=True, top_p=0.9, num_return_sequences=3)
    if supports_assistant(model):
        gen["assistant_model"] = AutoModelForCausalLM.from_pretrained(DRAFT_CKPT)
    else:
        print("old transformers: no speculative decoding")
    batch = tok(["Suggest a name for a linter."], return_tensors="pt")
    torch.manual_seed(0)
    out = model.generate(**batch, **gen)
    for text in tok.batch_decode(out, skip_special_tokens=True):
        print("-", text)


if __name__ == "__main__":
    main()
