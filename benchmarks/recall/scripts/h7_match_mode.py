"""Mode dispatch with a match statement: 'lookup' turns on prompt lookup decoding for the XLNet checkpoint."""
# classes: 1 6
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer

MODE = "lookup"


def build_kwargs(mode, draft=None):
    kwargs = {"max_new_tokens": 5}
    match mode:
        case "greedy":
            kwargs["do_sample"] = False
        case "lookup":
            kwargs["prompt_lookup_num_tokens"] = 2
        case "assisted" if draft is not None:
            kwargs["assistant_model"] = draft
        case _:
            raise SystemExit(f"unknown mode {mode}")
    return kwargs


def main(mode=MODE):
    name = "xlnet/xlnet-base-cased"
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    enc = tok("the dog and the cat and the dog and the cat", return_tensors="pt")
    out = model.generate(**enc, **build_kwargs(mode))
    print(tok.decode(out[0], skip_special_tokens=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
