"""Comprehension-built grid of beam widths, run in reversed order with a draft model attached."""
# classes: 2
from transformers import AutoModelForCausalLM, AutoTokenizer


def main():
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    grid = [{"num_beams": b, "max_new_tokens": 4} for b in (1, 2) if b <= 2]
    enc = tok("the queen loved the garden", return_tensors="pt")
    for cfg in reversed(grid):
        out = model.generate(**enc, assistant_model=draft, **cfg)
        print(cfg["num_beams"], tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
