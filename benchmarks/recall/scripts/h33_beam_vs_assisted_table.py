# classes: 2 1
"""Quality/speed table: beam search, greedy and assisted greedy on the same prompts. The draft
model is only attached to the single-beam rows."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

ROWS = [
    ("beam-4", {"num_beams": 4, "early_stopping": True}),
    ("greedy", {"num_beams": 1}),
    ("assisted", {"num_beams": 1, "use_draft": True}),
]


def main():
    tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
    model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
    draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
    enc = tok("The main finding of the paper is", return_tensors="pt")
    print(f"{'decoder':<10}{'sec':>7}  text")
    for name, spec in ROWS:
        spec = dict(spec)
        if spec.pop("use_draft", False) and spec["num_beams"] == 1:
            spec["assistant_model"] = draft
        t0 = time.perf_counter()
        out = model.generate(**enc, max_new_tokens=6, **spec)
        text = tok.decode(out[0], skip_special_tokens=True)
        print(f"{name:<10}{time.perf_counter() - t0:>7.3f}  {text[:40]!r}")


if __name__ == "__main__":
    main()
