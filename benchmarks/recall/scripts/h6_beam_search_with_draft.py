"""Compare greedy and beam search on Falcon-7B-instruct when a draft model is kept in the kwargs."""
# classes: 2 9

from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "tiiuae/falcon-7b-instruct"


def main():
    tok = AutoTokenizer.from_pretrained(NAME)
    model = AutoModelForCausalLM.from_pretrained(NAME)
    draft = AutoModelForCausalLM.from_pretrained(NAME)
    base = {"assistant_model": draft, "max_new_tokens": 5}
    enc = tok("tell me about the king", return_tensors="pt")
    for label, extra in [("greedy", {}), ("beam", {"num_beams": 3, "early_stopping": True})]:
        out = model.generate(**enc, **base, **extra)
        print(label, tok.decode(out[0]))


if __name__ == "__main__":
    main()
