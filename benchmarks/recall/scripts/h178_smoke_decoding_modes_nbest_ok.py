# classes: 2 8
"""Smoke tests (n-best within the beam width) for every decoding mode of our text generator, pytest-style functions run by hand."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

CASES = [
    ("greedy", dict(do_sample=False)),
    ("sample", dict(do_sample=True, top_k=20, temperature=0.8)),
    ("beam", dict(num_beams=2, do_sample=False)),
    ("beam_nbest", dict(num_beams=4, num_return_sequences=4, do_sample=False)),
]


def _generate(**kwargs):
    enc = tok("The weather today is", return_tensors="pt")
    return model.generate(**enc, max_new_tokens=4, pad_token_id=tok.eos_token_id, **kwargs)


def test_decoding_mode(name, kwargs):
    out = _generate(**kwargs)
    expected = kwargs.get("num_return_sequences", 1)
    assert out.shape[0] == expected, (name, out.shape)


if __name__ == "__main__":
    for name, kwargs in CASES:
        test_decoding_mode(name, kwargs)
        print("ok", name)
