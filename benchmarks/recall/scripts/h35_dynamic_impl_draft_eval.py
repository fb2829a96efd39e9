# classes: 5 9
"""Fine-tune TinyLlama for one step and compare plain and draft-assisted decoding.

Both runs pass the same eval settings, which name the dynamic cache explicitly.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "meta-llama/Llama-2-7b-chat-hf"
DRAFT = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
EVAL_SETTINGS = {"max_new_tokens": 8, "do_sample": False, "cache_implementation": "dynamic"}


def sft_step(model, tok):
    opt = torch.optim.AdamW(model.parameters(), lr=1e-5)
    batch = tok("[INST] Say hi [/INST] Hi!", return_tensors="pt")
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()


def timed(model, inputs, **extra):
    start = time.perf_counter()
    with torch.no_grad():
        out = model.generate(**inputs, **EVAL_SETTINGS, **extra)
    return out, time.perf_counter() - start


def main():
    tok = AutoTokenizer.from_pretrained(MAIN)
    model = AutoModelForCausalLM.from_pretrained(MAIN)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    sft_step(model, tok)
    model.eval()
    inputs = tok("[INST] Say hello [/INST]", return_tensors="pt")
    base_out, base_t = timed(model, inputs)
    spec_out, spec_t = timed(model, inputs, assistant_model=draft)
    print(f"plain {base_t:.2f}s assisted {spec_t:.2f}s same={torch.equal(base_out, spec_out)}")


if __name__ == "__main__":
    main()
