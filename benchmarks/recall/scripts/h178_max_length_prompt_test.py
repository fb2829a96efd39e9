# classes: 8 3
"""Length-limit test: the product caps whole sequences with max_length from the settings dataclass."""
from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Limits:
    max_length: int = 8
    min_new_tokens: int = 0


def test_limit(limits=Limits()):
    tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
    model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
    enc = tok("This is a rather long prompt that certainly exceeds the cap set above", return_tensors="pt")
    out = model.generate(**enc, max_length=limits.max_length, min_new_tokens=limits.min_new_tokens,
                         pad_token_id=tok.eos_token_id)
    print(out.shape)


if __name__ == "__main__":
    test_limit()
