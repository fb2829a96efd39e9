# classes: 2 3
"""Decoding strategies registered by decorator; the CLI picks one by name."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

STRATEGIES = {}


def register(name):
    def deco(cls):
        STRATEGIES[name] = cls
        return cls
    return deco


class Strategy:
    needs_draft = False

    def kwargs(self, opts):
        return {"max_new_tokens": opts.max_new_tokens}


@register("greedy")
class Greedy(Strategy):
    pass


@register("speculative")
class Speculative(Strategy):
    needs_draft = True

    def kwargs(self, opts):
        kw = super().kwargs(opts)
        kw.update(do_sample=True, num_return_sequences=opts.n_samples, top_p=0.9)
        return kw


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--strategy", choices=sorted(STRATEGIES), default="speculative")
    ap.add_argument("--n-samples", type=int, default=3)
    ap.add_argument("--max-new-tokens", type=int, default=8)
    opts = ap.parse_args()

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    strategy = STRATEGIES[opts.strategy]()
    extra = {}
    if strategy.needs_draft:
        extra["assistant_model"] = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    enc = tok("The quick brown fox", return_tensors="pt")
    out = model.generate(**enc, **strategy.kwargs(opts), **extra)
    for seq in out:
        print(tok.decode(seq, skip_special_tokens=True))


if __name__ == "__main__":
    main()
