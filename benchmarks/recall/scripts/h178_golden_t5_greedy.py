# classes: 8
"""Golden-output test: greedy translation must be deterministic run to run (the golden is
recorded on the first run of the session)."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
GOLDEN = {}


def translate(text, **kw):
    enc = tok(text, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=5, **kw)
    return tok.decode(out[0], skip_special_tokens=True)


def test_golden(text):
    got = translate(text, num_beams=1, do_sample=False)
    GOLDEN.setdefault(text, got)
    assert got == GOLDEN[text]


if __name__ == "__main__":
    for _ in range(2):
        test_golden("translate English to German: The house is wonderful.")
    print("golden stable")
