# classes: 8
"""Test that generation halts on our stop marker."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def assert_stops_early(out, enc, budget):
    assert out.shape[1] <= enc["input_ids"].shape[1] + budget


def test_stop_marker():
    enc = tok("Q: what is 1+1?\nA:", return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=6, stop_strings=["\nQ:"], tokenizer=tok, do_sample=False)
    assert_stops_early(out, enc, 6)


if __name__ == "__main__":
    test_stop_marker()
    print("ok")
