"""One flag chooses between speculative decoding and a compiled static-cache path (never both)."""
# classes: 1 5
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def options():
    p = argparse.ArgumentParser()
    p.add_argument("--speculative", action="store_true", default=True)
    p.add_argument("--max-new-tokens", type=int, default=6)
    return p.parse_args()


def make_kwargs(args, draft):
    kw = {"max_new_tokens": args.max_new_tokens}
    if args.speculative:
        kw["assistant_model"] = draft
    else:
        kw["cache_implementation"] = "static"
    return kw


def main():
    args = options()
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    draft = None
    if args.speculative:
        draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    enc = tok("tell me about the blue garden", return_tensors="pt")
    out = model.generate(**enc, **make_kwargs(args, draft))
    print(tok.decode(out[0], skip_special_tokens=True))
    if args.speculative:
        # second pass without the draft uses the static cache
        out = model.generate(**enc, cache_implementation="static", max_new_tokens=4)
        print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
