"""Strategy table mapping mode names to small kwargs builders; every mode is run once as a smoke test."""
# classes: 2 7
from transformers import AutoModelForCausalLM, AutoTokenizer


def greedy_kwargs(draft):
    return {"do_sample": False}


def lookup_kwargs(draft):
    return {"prompt_lookup_num_tokens": 3}


def assisted_kwargs(draft):
    return {"assistant_model": draft, "use_cache": True}


def static_kwargs(draft):
    return {"cache_implementation": "static"}


STRATEGY = {
    "greedy": greedy_kwargs,
    "lookup": lookup_kwargs,
    "assisted": assisted_kwargs,
    "static": static_kwargs,
}


def main():
    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
    draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    enc = tok("the fox and the dog and the fox and the dog", return_tensors="pt")
    for name, build in STRATEGY.items():
        out = model.generate(**enc, max_new_tokens=5, **build(draft))
        print(f"{name:>8}: {tok.decode(out[0, enc['input_ids'].shape[1]:])}")


if __name__ == "__main__":
    main()
