# classes: 8 5
"""Regression test for the speculative-decoding path of our service: batched prompts with the
draft model attached."""
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"


def load():
    tok = AutoTokenizer.from_pretrained(TARGET, padding_side="left")
    target = AutoModelForCausalLM.from_pretrained(TARGET)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    return tok, target, draft


def test_assisted_batch(tok, target, draft):
    prompts = ["What is 2+2?", "Name a colour."]
    enc = tok(prompts, return_tensors="pt", padding=True)
    out = target.generate(**enc, assistant_model=draft, max_new_tokens=4, do_sample=False)
    assert out.shape[0] == len(prompts)


def test_assisted_single(tok, target, draft):
    enc = tok(["What is 2+2?"], return_tensors="pt")
    out = target.generate(**enc, assistant_model=draft, max_new_tokens=4, do_sample=False)
    assert out.shape[0] == 1


if __name__ == "__main__":
    fixtures = load()
    for test in (test_assisted_single, test_assisted_batch):
        test(*fixtures)
        print("PASS", test.__name__)
