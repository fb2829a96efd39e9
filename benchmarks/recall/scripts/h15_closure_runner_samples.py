# classes: 3 7
"""Runner factory: make_runner() closes over the model and the draft, the CLI picks options."""
import argparse
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def make_runner(model, tokenizer, draft=None, **defaults):
    def run(prompt, **overrides):
        settings = {**defaults, **overrides}
        enc = tokenizer(prompt, return_tensors="pt")
        if draft is not None:
            settings["assistant_model"] = draft
        with torch.inference_mode():
            return model.generate(**enc, **settings)

    return run


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="EleutherAI/pythia-1.4b")
    ap.add_argument("--draft", default="EleutherAI/pythia-160m")
    ap.add_argument("--no-kv-cache", action="store_true")
    ap.add_argument("--samples", type=int, default=4)
    args = ap.parse_args()

    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    draft = AutoModelForCausalLM.from_pretrained(args.draft) if args.draft else None
    run = make_runner(model, tok, draft, max_new_tokens=5, use_cache=not args.no_kv_cache)
    for temperature in (0.0, 0.7):
        sampling = {"do_sample": True, "temperature": temperature, "num_return_sequences": args.samples} if temperature else {}
        t0 = time.perf_counter()
        out = run("once upon a time", **sampling)
        print(temperature, out.shape, f"{time.perf_counter() - t0:.3f}s")


if __name__ == "__main__":
    main()
