# classes: 7 2
"""Feature-detect assisted generation; only attach the draft for single-sequence requests."""
import inspect

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT_CKPT = "Qwen/Qwen2.5-0.5B-Instruct"


def supports_assistant(model):
    return "assistant_model" in inspect.signature(model.generate).parameters


def build_kwargs(model, draft, n):
    gen = dict(max_new_tokens=6, do_sample=n > 1, num_return_sequences=n)
    if n == 1 and supports_assistant(model):
        gen["assistant_model"] = draft
    return gen


def main():
    tok = AutoTokenizer.from_pretrained(CKPT)
    model = AutoModelForCausalLM.from_pretrained(CKPT)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_CKPT)
    batch = tok(["Suggest a name for a linter."], return_tensors="pt")
    torch.manual_seed(0)
    for n in (1, 3):
        out = model.generate(**batch, **build_kwargs(model, draft, n))
        print(n, tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    main()
