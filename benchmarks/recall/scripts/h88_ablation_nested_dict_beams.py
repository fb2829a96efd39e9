# classes: 2 7
"""Decoding ablation: a nested dict of settings per decoding strategy, each strategy's kwargs
spread into generate inside an evaluation helper; n-best lists for reranking."""
from transformers import AutoModelForCausalLM, AutoTokenizer

ABLATIONS = {
    "decoding": {
        "greedy": {"do_sample": False},
        "sample_t07": {"do_sample": True, "temperature": 0.7, "top_p": 0.9, "num_return_sequences": 4},
        "beam2_nbest": {"num_beams": 2, "num_return_sequences": 4, "early_stopping": True},
    },
    "shared": {"max_new_tokens": 8},
}


def evaluate(model, tok, prompts, settings):
    scores = []
    for p in prompts:
        enc = tok(p, return_tensors="pt")
        out = model.generate(**enc, **settings)
        scores.append(out.shape[0])
    return sum(scores) / len(scores)


def main():
    tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
    model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
    prompts = ["tell me a story about cats", "the king and the queen"]
    for name, strat in ABLATIONS["decoding"].items():
        settings = {**ABLATIONS["shared"], **strat}
        print(name, evaluate(model, tok, prompts, settings))


if __name__ == "__main__":
    main()
