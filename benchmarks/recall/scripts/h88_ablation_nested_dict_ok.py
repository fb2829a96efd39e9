# classes: 2 7
"""Decoding ablation from a nested dict of strategies, n-best lists within the beam width;
each strategy merged with the shared settings and spread into generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

ABLATIONS = {
    "decoding": {
        "greedy": {"do_sample": False},
        "sample_t07": {"do_sample": True, "temperature": 0.7, "top_p": 0.9, "num_return_sequences": 3},
        "beam4_nbest": {"num_beams": 4, "num_return_sequences": 4, "early_stopping": True},
    },
    "shared": {"max_new_tokens": 8},
}


def evaluate(model, tok, prompts, settings):
    total = 0
    for p in prompts:
        enc = tok(p, return_tensors="pt")
        total += model.generate(**enc, **settings).shape[0]
    return total / len(prompts)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
    model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
    for name, strat in ABLATIONS["decoding"].items():
        print(name, evaluate(model, tok, ["tell me a story about cats"], {**ABLATIONS["shared"], **strat}))
