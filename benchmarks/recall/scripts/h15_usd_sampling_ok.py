# classes: 6 2
"""Universal assisted decoding with sampling: Phi-2 target, GPT-2 draft (different vocab)."""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET, DRAFT = "microsoft/phi-2", "distilbert/distilgpt2"


def load():
    return (
        AutoTokenizer.from_pretrained(TARGET),
        AutoTokenizer.from_pretrained(DRAFT),
        AutoModelForCausalLM.from_pretrained(TARGET),
        AutoModelForCausalLM.from_pretrained(DRAFT),
    )


def main():
    tok, draft_tok, target, draft = load()
    enc = tok("once upon a time there lived a king", return_tensors="pt")
    for temperature in (0.5, 1.0):
        torch.manual_seed(0)
        t0 = time.perf_counter()
        with torch.inference_mode():
            target.generate(
                **enc,
                assistant_model=draft,
                tokenizer=tok,
                assistant_tokenizer=draft_tok,
                do_sample=True,
                temperature=temperature,
                max_new_tokens=5,
            )
        print(temperature, f"{time.perf_counter() - t0:.3f}s")


if __name__ == "__main__":
    main()
